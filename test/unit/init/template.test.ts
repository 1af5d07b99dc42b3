// The starter site's template language: placeholders escaped for the string they sit in, and `#if` blocks.
import { runInNewContext } from 'node:vm';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { normaliseTitle, parseYesNo } from '../../../src/init/questions.ts';
import { packageNameFor, titleFor } from '../../../src/init/scaffold.ts';
import { renderPath, renderText, type ScaffoldValues } from '../../../src/init/template.ts';

const tricky = `It's a "quoted" \\ title: {{name}}\n\u2028`;
const values: ScaffoldValues = { title: tricky, name: 'my-docs', version: '1.2.3', date: '2026-03-04' };

describe('renderText', () => {
  it('fills a TypeScript single-quoted string so that it holds the title exactly', () => {
    const out = renderText("export const title = '{{title}}';\n", '.ts', values, { blog: true });
    const literal = /= ('(?:[^'\\]|\\.)*');/.exec(out)?.[1];
    expect(literal).toBeDefined();
    expect(runInNewContext(literal!)).toBe(tricky);
  });

  it('fills double-quoted JSON and YAML strings so that they parse back to the title', () => {
    const json = renderText('{ "description": "{{title}}", "dep": "^{{version}}" }', '.json', values, {
      blog: true,
    });
    expect(JSON.parse(json)).toEqual({ description: tricky, dep: '^1.2.3' });
    const front = renderText('hero:\n  title: "{{title}}"\n', '.md', values, { blog: true });
    expect(yaml.load(front)).toEqual({ hero: { title: tricky } });
  });

  it('does not expand placeholders found inside a value', () => {
    const out = renderText('"{{title}}"', '.json', values, { blog: true });
    expect(JSON.parse(out)).toContain('{{name}}');
  });

  it('keeps or drops #if blocks by their flag, and removes the directive lines', () => {
    const text = ['a', '// #if blog', 'b', '// #endif', '// #if !blog', 'c', '// #endif', 'd'].join('\n');
    expect(renderText(text, '.ts', values, { blog: true })).toBe('a\nb\nd');
    expect(renderText(text, '.ts', values, { blog: false })).toBe('a\nc\nd');
    const nested = ['// #if blog', 'x', '<!-- #if !blog -->', 'y', '<!-- #endif -->', '// #endif'].join('\n');
    expect(renderText(nested, '.md', values, { blog: true })).toBe('x');
    expect(renderText(nested, '.md', values, { blog: false })).toBe('');
  });

  it('rejects unknown placeholders and flags, and unbalanced blocks', () => {
    expect(() => renderText('{{colour}}', '.md', values, { blog: true })).toThrow(
      /unknown placeholder \{\{colour\}\}/,
    );
    expect(() => renderText('// #if search\n// #endif', '.ts', values, { blog: true })).toThrow(
      /unknown flag search/,
    );
    expect(() => renderText('// #if blog\nx', '.ts', values, { blog: true })).toThrow(/without an #endif/);
    expect(() => renderText('x\n// #endif', '.ts', values, { blog: true })).toThrow(/without an #if/);
  });
});

describe('renderPath', () => {
  it('fills placeholders in file names and restores the dot of gitignore', () => {
    expect(renderPath('content/blog/{{date}}-welcome.md', values)).toBe('content/blog/2026-03-04-welcome.md');
    expect(renderPath('gitignore', values)).toBe('.gitignore');
    expect(renderPath('content/gitignore', values)).toBe('content/gitignore');
  });
});

describe('names and answers', () => {
  it('makes a valid npm name and a title from a folder name', () => {
    expect(packageNameFor('My Docs!')).toBe('my-docs');
    expect(packageNameFor('.hidden_')).toBe('hidden');
    expect(packageNameFor('***')).toBe('my-docs');
    expect(titleFor('team-handbook')).toBe('Team Handbook');
    expect(titleFor('api_v2.docs')).toBe('Api V2 Docs');
    expect(titleFor('---')).toBe('My Docs');
  });

  it('reads yes and no in any case, takes the default on an empty answer, and nothing else', () => {
    expect(parseYesNo(' YES ', false)).toBe(true);
    expect(parseYesNo('n', true)).toBe(false);
    expect(parseYesNo('', true)).toBe(true);
    expect(parseYesNo('', false)).toBe(false);
    expect(parseYesNo('maybe', true)).toBeUndefined();
  });

  it('keeps a title on one line', () => {
    expect(normaliseTitle('  Field\n\tNotes \u0007 ')).toBe('Field Notes');
  });
});
