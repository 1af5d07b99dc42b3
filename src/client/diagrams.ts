// Mermaid diagrams: pages with a ```mermaid fence preload the Mermaid script (`link[data-mermaid-script]`); this loads
// it once, draws each diagram from its source, and draws them again in the other colour scheme when the mode changes.

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

// Browser state of this page (one page, one realm): the script's load, the diagrams drawn, the id counter.
let mermaidLoad: Promise<MermaidApi> | undefined;
const diagrams = new Map<HTMLElement, string>();
let nextId = 0;
let observing = false;
// Drawing runs one pass at a time: a mode change during a pass queues another.
let drawing: Promise<void> = Promise.resolve();

function loadMermaid(src: string): Promise<MermaidApi> {
  mermaidLoad ??= new Promise<MermaidApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const api = (window as unknown as { mermaid?: MermaidApi }).mermaid;
      if (api) resolve(api);
      else reject(new Error('the Mermaid script defined no `mermaid`'));
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    document.head.append(script);
  });
  mermaidLoad.catch(() => {
    mermaidLoad = undefined;
  });
  return mermaidLoad;
}

function isDark(): boolean {
  return document.documentElement.getAttribute('data-theme') === 'dark';
}

async function draw(api: MermaidApi, element: HTMLElement, source: string): Promise<void> {
  const dark = isDark();
  try {
    const { svg } = await api.render(`mermaid-${++nextId}`, source);
    element.innerHTML = svg;
    element.setAttribute('data-mermaid-rendered', dark ? 'dark' : 'light');
  } catch (error) {
    // The source stays on the page; the console says why it was not drawn.
    console.error('docsgen: a Mermaid diagram could not be drawn', error);
  }
}

async function drawAll(api: MermaidApi): Promise<void> {
  api.initialize({ startOnLoad: false, securityLevel: 'strict', theme: isDark() ? 'dark' : 'default' });
  for (const [element, source] of diagrams) {
    if (element.isConnected) await draw(api, element, source);
    else diagrams.delete(element);
  }
}

function queueDrawAll(api: MermaidApi): Promise<void> {
  drawing = drawing.then(() => drawAll(api));
  return drawing;
}

/** Draws the given `[data-mermaid]` diagrams (their source stays shown if the script fails to load). */
export function bindMermaidDiagrams(elements: HTMLElement[]): void {
  const src = document.querySelector<HTMLLinkElement>('link[data-mermaid-script]')?.href;
  if (elements.length === 0 || !src) return;
  for (const element of elements) diagrams.set(element, element.querySelector('pre')?.textContent ?? '');
  loadMermaid(src)
    .then((api) => {
      if (!observing) {
        observing = true;
        new MutationObserver(() => void queueDrawAll(api)).observe(document.documentElement, {
          attributes: true,
          attributeFilter: ['data-theme'],
        });
      }
      return queueDrawAll(api);
    })
    .catch((error: unknown) => console.error('docsgen: Mermaid did not load', error));
}
