// The route-change progress bar (SPEC §4, §9): shown only when a navigation outlasts the delay, then trickles
// forward until the page is in. Only `transform`, `opacity` and the transition duration are set from script (CSSOM,
// allowed by a strict `style-src 'self'`); the rest is in templates/styles/progress.css.
import { PROGRESS_BAR } from '../../shared/client-config.ts';

/** A progress bar for one navigation at a time. */
export interface ProgressBar {
  /** A navigation began: the bar appears if it is still running after the delay. */
  start(): void;
  /** The navigation ended: the bar, if shown, fills up and fades out. */
  done(): void;
}

const { delayMs, minimum, speedMs, trickleSpeedMs } = PROGRESS_BAR;

/** The next trickle step: big at first, smaller as the bar fills, never reaching the end on its own. */
function trickled(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(value + step, 0.994);
}

/** Creates the bar; its element is added to `<body>` only while it shows. */
export function createProgressBar(): ProgressBar {
  let bar: HTMLElement | undefined;
  let value = 0;
  let delay = 0;
  let trickle = 0;
  let fade = 0;
  const set = (next: number): void => {
    value = Math.min(Math.max(next, minimum), 1);
    if (bar) bar.style.transform = `scaleX(${value})`;
  };
  const show = (): void => {
    window.clearTimeout(fade);
    if (!bar) {
      bar = document.createElement('div');
      bar.className = 'nav-progress';
      bar.setAttribute('aria-hidden', 'true');
      bar.style.transitionDuration = `${speedMs}ms`;
      bar.style.transform = 'scaleX(0)';
      document.body.append(bar);
      // Read layout once, so the first step animates from zero instead of starting where it lands.
      void bar.offsetWidth;
    }
    bar.style.opacity = '1';
    set(minimum);
    window.clearInterval(trickle);
    trickle = window.setInterval(() => set(trickled(value)), trickleSpeedMs);
  };
  return {
    start() {
      window.clearTimeout(delay);
      delay = window.setTimeout(show, delayMs);
    },
    done() {
      window.clearTimeout(delay);
      window.clearInterval(trickle);
      const shown = bar;
      if (!shown) return;
      set(1);
      fade = window.setTimeout(() => {
        shown.style.opacity = '0';
        fade = window.setTimeout(() => {
          shown.remove();
          if (bar === shown) bar = undefined;
        }, speedMs);
      }, speedMs);
    },
  };
}
