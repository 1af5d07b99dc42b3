import { HtmlValidate } from 'html-validate';
const v = new HtmlValidate({ extends: ['html-validate:recommended'] });
const url = process.argv[2];
const html = await (await fetch(url)).text();
const r = await v.validateString(html, 'x');
for (const res of r.results) for (const m of res.messages) if (m.ruleId==='unique-landmark') console.log(m.message, html.slice(m.offset, m.offset+120));
