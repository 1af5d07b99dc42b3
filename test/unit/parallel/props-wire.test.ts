// Page props as worker threads get them: shared parts written once and named by the hash of their JSON, and every
// page read back as the props it was made from.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite } from '../../../scripts/bench/generate-site.mjs';
import { buildModel } from '../../../src/build/model.ts';
import { planBuild } from '../../../src/build/plan.ts';
import { BuildSession } from '../../../src/build/session.ts';
import { propsHash } from '../../../src/output/page-cache.ts';
import { createPageProps } from '../../../src/render/props/page-props.ts';
import {
  decodePageProps,
  PropsEncoder,
  type WirePage,
  type WirePart,
} from '../../../src/parallel/props-wire.ts';
import { createRenderContext } from '../../../src/render/render-context.ts';
import type { PageProps } from '../../../templates/props.ts';
import { samplePage } from '../templates/sample-props.ts';

let site: string;
let pages: PageProps[];

/** The props of every page of the site in `cwd`. */
async function propsOf(cwd: string): Promise<PageProps[]> {
  const model = await buildModel(
    { cwd, output: 'memory' },
    // The model whole before the render stage: its bodies rendered and its checks run.
    { ...planBuild({ cwd, output: 'memory' }, false), streamMarkdown: false, deferChecks: false },
    (_name, run) => Promise.resolve(run()),
    new BuildSession(),
  );
  const context = createRenderContext(model.site, {
    stylesheet: '/assets/style.css',
    script: '/assets/main.js',
    themeScript: '(()=>{"theme"})()',
    clientConfig: '{"baseUrl":"/"}',
  });
  return model.site.pages.map((page) => createPageProps(context, page));
}

// 300 docs in two sidebars (one large enough to load its collapsed categories from a fragment), and the other pages.
beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-props-wire-'));
  await generateSite(site, 300, { sections: 2 });
  pages = await propsOf(site);
}, 60_000);
afterAll(() => rm(site, { recursive: true, force: true }));

/**
 * Encodes every page, and reads each back the way a worker thread does: parts first, parsed once, and each page as a
 * message gives it (a copy).
 */
function roundTrip(list: PageProps[]): { decoded: PageProps[]; parts: WirePart[]; wire: WirePage[] } {
  const encoder = new PropsEncoder(1);
  const store = new Map<string, unknown>();
  const parts: WirePart[] = [];
  const wire: WirePage[] = [];
  const decoded = list.map((props) => {
    wire.push(encoder.encode(props));
    for (const [id, text] of encoder.takeNewParts()) {
      parts.push([id, text]);
      store.set(id, JSON.parse(text));
    }
    return decodePageProps(structuredClone(wire.at(-1)!), (id) => store.get(id));
  });
  return { decoded, parts, wire };
}

describe('page props on the wire', () => {
  it('reads every page back as the props it was made from', () => {
    expect(pages.some((p) => p.kind === 'doc')).toBe(true);
    expect(pages.some((p) => p.kind === 'category')).toBe(true);
    const { decoded } = roundTrip(pages);
    expect(decoded).toEqual(pages);
  });

  it('reads back the pages of every kind: blog, home, markdown pages, search and 404', async () => {
    const mini = await propsOf(path.resolve(import.meta.dirname, '../../fixtures/site-mini'));
    const kinds = new Set(mini.map((p) => p.kind));
    for (const kind of ['blog-list', 'blog-post', 'blog-tags', 'home', 'search', 'not-found', 'doc'] as const)
      expect(kinds).toContain(kind);
    expect(roundTrip(mini).decoded).toEqual(mini);
  });

  it('writes each shared part once, names it by the hash of its JSON, and shares it between pages', () => {
    const { decoded, parts, wire } = roundTrip(pages);
    const ids = parts.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [id, text] of parts) expect(id).toBe(propsHash(text));
    // One chrome for the site, and one sidebar per branch: far fewer parts than pages.
    expect(parts.length).toBeLessThan(pages.length / 5);
    const docs = decoded.filter((p) => p.kind === 'doc');
    expect(new Set(docs.map((p) => p.chrome.footer)).size).toBe(1);
    expect(new Set(docs.map((p) => p.sidebar.nodes)).size).toBeLessThan(docs.length / 5);
    // Each page names its parts rather than holding them, and its markdown goes beside its JSON.
    const whole = pages.reduce((sum, p) => sum + JSON.stringify(p).length, 0);
    const json = wire.reduce((sum, page) => sum + page.json.length, 0);
    expect(json).toBeLessThan(whole * 0.4);
    expect(wire[0]!.json).toContain(`"$part":"${ids[0]}"`);
    const doc = pages.findIndex((p) => p.kind === 'doc');
    const html = (pages[doc] as Extract<PageProps, { kind: 'doc' }>).html;
    expect(html.length).toBeGreaterThan(100);
    expect(wire[doc]!.html).toBe(html);
    expect(wire[doc]!.json).toContain(`"html":{"$html":"${propsHash(html)}"}`);
  });

  it('gives a page new JSON when a part it names or its markdown changes', () => {
    const doc = pages.find((p) => p.kind === 'doc')!;
    const before = new PropsEncoder(1).encode(doc).json;
    const renamed = structuredClone(doc.sidebar.nodes);
    const first = renamed[0]!;
    if (first.type === 'html') throw new Error('expected a link or category first');
    first.label = `${first.label} (renamed)`;
    const changed: PageProps = { ...doc, sidebar: { ...doc.sidebar, nodes: renamed } };
    const encoder = new PropsEncoder(1);
    // A part with the same content as before is the same part.
    expect(encoder.encode(doc).json).toBe(before);
    expect(encoder.encode(changed).json).not.toBe(before);
    expect(encoder.takeNewParts().map(([, text]) => text)).toContain(JSON.stringify(renamed));
    expect(encoder.encode({ ...doc, html: `${doc.html}<p>more</p>` }).json).not.toBe(before);
  });

  it('writes props whose chrome it did not make whole', () => {
    const props = samplePage('doc');
    const encoder = new PropsEncoder(1);
    expect(encoder.encode(props)).toEqual({ json: JSON.stringify(props), html: undefined });
    expect(encoder.takeNewParts()).toEqual([]);
    expect(decodePageProps({ json: JSON.stringify(props), html: undefined }, () => undefined)).toEqual(props);
  });
});
