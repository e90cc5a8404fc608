/**
 * Readies the header's panels at the visitor's first intent on the header: loads their styles
 * (header-panels.css) and fills the mega menus with their language's panels (mega-menus.ts).
 * Hidden until a trigger opens them, neither needs to travel in every page's HTML, within its first
 * round trip; requested at load, the stylesheet restyles the whole page and the panels add to it
 * after the paint, which Lighthouse counts as blocking time. Each menu counts as driven only once it
 * is ready, so a press on its trigger before then is held and replayed (src/enhance/drive.ts).
 */
import { holdsPress, markDriven } from '../../enhance/drive';
import { INTENT_EVENTS } from '../../enhance/intent';
import type { HeaderPanels, MegaMenuId } from './mega-menus';

/**
 * Fetches the panels named by the header's `data-header-panels`, adopts their styles (a
 * constructed sheet: the page's CSP allows no inline style it has no hash for), fills each
 * `[data-mega]` panel and marks it driven. A part that could not be readied stays undriven: its
 * trigger's presses stay held, as it has nothing to show. True once the menus are ready.
 */
async function readyHeaderPanels(header: HTMLElement) {
  const response = await fetch(header.dataset.headerPanels!).catch(() => undefined);
  const panels = response?.ok ? ((await response.json()) as HeaderPanels) : undefined;
  if (!panels) return false;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(panels.css);
  document.adoptedStyleSheets.push(sheet);
  markDriven(header.querySelector<HTMLElement>('[data-lang-switcher]')!);
  for (const root of header.querySelectorAll<HTMLElement>('[data-mega]')) {
    root.querySelector('[data-mega-panel]')!.innerHTML =
      panels.menus[root.dataset.mega as MegaMenuId];
    markDriven(root);
  }
  return true;
}

/**
 * Readies the header's panels at the first intent on it (src/enhance/intent.ts), or at once if the
 * visitor is there already (a press held before this ran, the pointer over it, focus in it).
 * Returns `ready()`, which readies them if need be and resolves true once they are. A request that
 * failed is made again at the next intent, the visitor's presses held until then.
 */
export function readyPanelsOnIntent(header: HTMLElement) {
  let readying: Promise<boolean> | undefined;
  const ready = () =>
    (readying ??= readyHeaderPanels(header).then((done) => {
      if (!done) readying = undefined;
      return done;
    }));
  for (const type of INTENT_EVENTS)
    header.addEventListener(type, () => void ready(), { passive: true });
  // A click can come with none of them (a screen reader activating a button). The window sees it
  // before the head script's hold on the document stops it.
  window.addEventListener(
    'click',
    (event) => {
      if (header.contains(event.target as Node)) void ready();
    },
    true,
  );
  if (holdsPress(header) || header.matches(':hover') || header.contains(document.activeElement)) {
    void ready();
  }
  return ready;
}
