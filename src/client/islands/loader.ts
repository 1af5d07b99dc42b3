// The islands loader: loaded (as an ES module) only by pages with islands. Each <docsgen-island> holds the server HTML
// of a component; by its strategy this imports React's chunk and the component's chunk (both beside this file) and
// hydrates it with the props the build wrote. After a page swap it unmounts the old page's islands and hydrates the
// new ones; a component that throws keeps its server HTML.
import { parseProps } from './props.ts';
import { whenReady, type Strategy } from './strategies.ts';

interface Renderer {
  createElement(type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]): unknown;
  hydrateRoot(container: Element, node: unknown, options?: Record<string, unknown>): Root;
  createRoot(container: Element, options?: Record<string, unknown>): Root;
}
interface Root {
  render(node: unknown): void;
  unmount(): void;
}

const SELECTOR = 'docsgen-island';
// What each island element became: its root once hydrated, or how to stop waiting for its strategy.
const live = new Map<Element, { root?: Root; cancel: () => void }>();
let renderer: Promise<Renderer> | undefined;

function chunkUrl(file: string): string {
  return new URL(`./${file}`, import.meta.url).href;
}

function pageName(): string {
  return location.pathname;
}

async function hydrate(island: HTMLElement): Promise<void> {
  const name = island.dataset['component'] ?? '?';
  const state = live.get(island);
  if (!state) return;
  try {
    renderer ??= import(chunkUrl(island.dataset['renderer']!)) as Promise<Renderer>;
    const [react, module] = await Promise.all([
      renderer,
      import(chunkUrl(island.dataset['chunk']!)) as Promise<Record<string, unknown>>,
    ]);
    // The page may have been swapped away while the chunks loaded.
    if (live.get(island) !== state || !island.isConnected) return;
    const component = module['default'] ?? module[name];
    const props = parseProps(island.dataset['props'] ?? '{}');
    const slot = island.querySelector(':scope docsgen-slot');
    const children =
      slot &&
      react.createElement('docsgen-slot', {
        dangerouslySetInnerHTML: { __html: slot.innerHTML },
        suppressHydrationWarning: true,
      });
    const element = react.createElement(component, props, children);
    const serverHtml = island.innerHTML;
    const options = {
      onRecoverableError(error: unknown) {
        console.warn(
          `docsgen: <${name}> on ${pageName()} did not match its server HTML; it was rendered again in the browser.`,
          error,
        );
      },
      onUncaughtError(error: unknown) {
        console.error(
          `docsgen: <${name}> on ${pageName()} threw in the browser; its server HTML stays.`,
          error,
        );
        queueMicrotask(() => {
          state.root?.unmount();
          state.root = undefined;
          island.innerHTML = serverHtml;
        });
      },
    };
    if (island.dataset['client'] === 'only') {
      state.root = react.createRoot(island, options);
      state.root.render(element);
    } else state.root = react.hydrateRoot(island, element, options);
  } catch (error) {
    console.error(
      `docsgen: <${name}> on ${pageName()} could not start in the browser; its server HTML stays.`,
      error,
    );
  }
}

/** Starts every island in `root` not started yet, each by its strategy. */
function start(root: ParentNode): void {
  for (const island of Array.from(root.querySelectorAll<HTMLElement>(SELECTOR))) {
    if (live.has(island) || island.parentElement?.closest(SELECTOR)) continue;
    const strategy = (island.dataset['client'] ?? 'load') as Strategy;
    const state: { root?: Root; cancel: () => void } = { cancel: () => undefined };
    live.set(island, state);
    state.cancel = whenReady(island, strategy, island.dataset['media'], () => void hydrate(island));
  }
}

/** Unmounts the islands a page swap takes away (those inside the page region), and forgets them. */
function stop(): void {
  for (const [island, state] of live) {
    if (island.isConnected && !island.closest('[data-page-root]')) continue;
    state.cancel();
    try {
      state.root?.unmount();
    } catch (error) {
      console.error('docsgen: an island failed to unmount', error);
    }
    live.delete(island);
  }
}

document.addEventListener('docsgen:before-swap', stop);
document.addEventListener('docsgen:navigated', () => start(document));
start(document);
