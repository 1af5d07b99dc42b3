import type { MarkdownIt } from 'markdown-it';
import type { IncludeRoots } from '../include-files.ts';
import { useVitepressCodeNotation } from './code-notation.ts';
import { useVitepressSnippets } from './snippets.ts';
import { useVitepressVue } from './vue.ts';

/**
 * Turns on the markdown of VitePress sites (`markdown.dialect: 'vitepress'`): snippet imports `<<<`, the code notation
 * comments and fence options, `::: v-pre`, `<Badge>`, and warnings for what needs Vue (expressions, components,
 * `<script setup>` and `<style>` blocks, which are left out).
 */
export function useVitepressDialect(md: MarkdownIt, roots: IncludeRoots | undefined): void {
  useVitepressSnippets(md, roots);
  useVitepressCodeNotation(md);
  useVitepressVue(md);
}
