// The components an MDX page may use: the theme's built-ins (by the module Docusaurus imports them from) and the site's
// own (`markdown.mdxComponents`), compiled by the config stage and run here, in each thread that renders markdown.
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ComponentType } from 'react';
import type { MdxComponentSource } from '../../config/types.ts';

export { BUILTIN_COMPONENTS } from './builtins.ts';

/** A site component ready to render. */
export type SiteComponent = ComponentType<Record<string, unknown>>;

/** A site component that failed to load, with the file it came from. */
export class MdxComponentLoadError extends Error {
  constructor(
    readonly component: string,
    readonly file: string,
    readonly thrown: unknown,
  ) {
    super(
      `the MDX component ${component} (${file}) failed to load: ${(thrown as Error | undefined)?.message ?? String(thrown)}`,
    );
    this.name = 'MdxComponentLoadError';
  }
}

/** Runs each compiled site component module; throws an MdxComponentLoadError naming the first that fails. */
export function loadSiteComponents(sources: readonly MdxComponentSource[]): Map<string, SiteComponent> {
  const components = new Map<string, SiteComponent>();
  for (const source of sources) components.set(source.name, loadOne(source));
  return components;
}

function loadOne(source: MdxComponentSource): SiteComponent {
  const fallback = createRequire(source.file);
  const require = (id: string): unknown => {
    if (id === 'react') return React;
    if (id === 'react/jsx-runtime') return jsxRuntime;
    return fallback(id);
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  try {
    const run = vm.compileFunction(source.code, ['exports', 'require', 'module', '__filename', '__dirname'], {
      filename: source.file,
    });
    run(module.exports, require, module, source.file, path.dirname(source.file));
  } catch (error) {
    throw new MdxComponentLoadError(source.name, source.file, error);
  }
  const component = module.exports['default'] ?? module.exports[source.name];
  if (!isComponentType(component)) {
    const message = 'it has no default export that is a React component (export default function …)';
    throw new MdxComponentLoadError(source.name, source.file, new Error(message));
  }
  return component as SiteComponent;
}

// A function, or what React's forwardRef and memo make (objects with a $$typeof), as packages export their components.
function isComponentType(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}
