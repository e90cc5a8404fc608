/**
 * Readies the header's panels once its behaviour runs: loads their styles (header-panels.css)
 * and fills the mega menus with their language's panels (mega-menus.ts). Hidden until a trigger
 * opens them, neither needs to travel in every page's HTML, within its first round trip. Each
 * menu counts as driven only once it is ready, so a press on its trigger before then is held and
 * replayed (src/enhance/drive.ts).
 */
import { markDriven } from '../../enhance/drive';
import stylesheetUrl from './header-panels.css?url';
import type { MegaMenuId, MegaMenus } from './mega-menus';

/** Resolves true once the stylesheet at `href` applies, false if it cannot load. */
function stylesheet(href: string) {
  return new Promise<boolean>((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve(true));
    link.addEventListener('error', () => resolve(false));
    document.head.append(link);
  });
}

async function megaMenus(source: string): Promise<MegaMenus | undefined> {
  const response = await fetch(source).catch(() => undefined);
  return response?.ok ? response.json() : undefined;
}

/**
 * Styles the panels, fills each `[data-mega]` panel from the menus named by the header's
 * `data-mega-menus`, and marks each menu driven. A menu that could not be readied stays undriven:
 * its trigger's presses stay held, as it has nothing to show.
 */
export async function readyHeaderPanels(header: HTMLElement) {
  const [styled, menus] = await Promise.all([
    stylesheet(stylesheetUrl),
    megaMenus(header.dataset.megaMenus!),
  ]);
  if (!styled) return;
  markDriven(header.querySelector<HTMLElement>('[data-lang-switcher]')!);
  if (!menus) return;
  for (const root of header.querySelectorAll<HTMLElement>('[data-mega]')) {
    root.querySelector('[data-mega-panel]')!.innerHTML = menus[root.dataset.mega as MegaMenuId];
    markDriven(root);
  }
}
