/**
 * Readies the header's panels once its behaviour runs: loads their styles (header-panels.css)
 * and fills the mega menus from their language's data (mega-menus.ts). Hidden until a trigger
 * opens them, neither needs to travel in every page's HTML, within its first round trip. Each
 * menu counts as driven only once it is ready, so a press on its trigger before then is held and
 * replayed (src/enhance/drive.ts).
 */
import { markDriven } from '../../enhance/drive';
import stylesheetUrl from './header-panels.css?url';
import type { MegaItem, MegaMenuId, MegaMenus } from './mega-menus';

const SVG = 'http://www.w3.org/2000/svg';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The arrow after an external link's title. */
function newTabArrow() {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 16 16',
    width: '12',
    height: '12',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  for (const [name, value] of Object.entries({
    d: 'M6 3h7v7M13 3L5 11',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
  }))
    path.setAttribute(name, value);
  svg.append(path);
  return svg;
}

function megaItem({ href, title, text, external }: MegaItem, newTab: string) {
  const heading = element('span', { class: 'mega__title' }, title);
  if (external)
    heading.append(newTabArrow(), element('span', { class: 'visually-hidden' }, `(${newTab})`));
  const link = element(
    'a',
    external
      ? { class: 'mega__link', href, target: '_blank', rel: 'noopener' }
      : { class: 'mega__link', href },
    element('span', { class: 'mega__icon', 'aria-hidden': 'true' }, title.slice(0, 1)),
    element('span', {}, heading, element('span', { class: 'mega__text' }, text)),
  );
  return element('li', {}, link);
}

/** Resolves true once the stylesheet at `href` applies, false if it cannot load. */
function stylesheet(href: string) {
  return new Promise<boolean>((resolve) => {
    const link = element('link', { rel: 'stylesheet', href });
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
    const items = menus.menus[root.dataset.mega as MegaMenuId];
    root
      .querySelector('[data-mega-panel]')!
      .replaceChildren(
        element(
          'ul',
          { class: 'mega__list' },
          ...items.map((item) => megaItem(item, menus.newTab)),
        ),
      );
    markDriven(root);
  }
}
