// Checks shared by browser tests: console and page errors, axe-core, html-validate.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { HtmlValidate, type Report } from 'html-validate';

/** Console output and uncaught errors of a page, collected from the moment `watchConsole` is called. */
export interface ConsoleLog {
  errors: string[];
  warnings: string[];
  pageErrors: string[];
}

/** Starts collecting console errors and warnings and uncaught exceptions of `page`. */
export function watchConsole(page: Page, ignoreUrl: (url: string) => boolean = () => false): ConsoleLog {
  const log: ConsoleLog = { errors: [], warnings: [], pageErrors: [] };
  page.on('console', (message) => {
    if (ignoreUrl(message.location().url)) return;
    if (message.type() === 'error') log.errors.push(message.text());
    if (message.type() === 'warning') log.warnings.push(message.text());
  });
  page.on('pageerror', (error) => log.pageErrors.push(String(error)));
  return log;
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/** An axe-core violation, reduced to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface Axe {
  run(
    context: unknown,
    options: object,
  ): Promise<{
    violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  }>;
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const scope = globalThis as unknown as { axe: Axe; document: unknown };
    const result = await scope.axe.run(scope.document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** html-validate settings for rendered pages: the recommended preset minus rules that clash with deliberate choices. */
export const HTML_VALIDATE_CONFIG = {
  extends: ['html-validate:recommended'],
  rules: {
    // The render stage writes `<!doctype html>` in lower case; the doctype is case-insensitive.
    'doctype-style': 'off',
    // React writes some attribute names in camelCase (charSet, hrefLang, dateTime); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes as `defer=""` and `hidden=""`; both forms are valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes void elements as `<meta/>`; both forms are valid HTML.
    'void-style': 'off',
  },
} as const;

let validator: HtmlValidate | undefined;

/** Validates one HTML document; returns the error messages (empty when valid). */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  // One validator for every page: it caches the resolved configuration and rules.
  validator ??= new HtmlValidate(HTML_VALIDATE_CONFIG as never);
  const report: Report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${name}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
