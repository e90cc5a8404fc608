/**
 * Fills the header's mega menu panels from their language's data (src/components/layout/mega-menus.ts)
 * once the header's behaviour runs: hidden until a trigger opens them, they need not travel in
 * every page's HTML, within its first round trip. Each menu counts as driven only once its panel
 * is filled, so a press on its trigger before then is held and replayed (src/enhance/drive.ts).
 */
import { markDriven } from '../../enhance/drive';
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

/** Fetches the menus named by the header's `data-mega-menus` and fills each `[data-mega]` panel. */
export async function fillMegaPanels(header: HTMLElement) {
  const response = await fetch(header.dataset.megaMenus!).catch(() => undefined);
  // Left undriven, a menu that could not be filled keeps its trigger's presses held: it has nothing to show.
  if (!response?.ok) return;
  const { newTab, menus }: MegaMenus = await response.json();
  for (const root of header.querySelectorAll<HTMLElement>('[data-mega]')) {
    const items = menus[root.dataset.mega as MegaMenuId];
    root
      .querySelector('[data-mega-panel]')!
      .replaceChildren(
        element('ul', { class: 'mega__list' }, ...items.map((item) => megaItem(item, newTab))),
      );
    markDriven(root);
  }
}
