import { isSearchType } from '../../config/search';
import { shownText } from '../../search/folding';
import type { PagefindFragment } from './pagefind';
import { DATED_TYPES, type SearchTexts } from './search-texts';

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
  const node = document.createElement(tag);
  node.className = className;
  return node;
};

/** The date line, "Published 10 November 2026", its date in a `<time>`; none for a page. */
function dateLine(fragment: PagefindFragment, template: string | undefined) {
  const shown = fragment.meta.date?.trim();
  if (!template || !shown) return undefined;
  const line = document.createElement('span');
  const [before = '', after = ''] = template.split('{{date}}');
  const time = document.createElement('time');
  time.textContent = shownText(shown);
  if (fragment.meta.datetime) time.dateTime = fragment.meta.datetime;
  line.append(before, time, after);
  return line;
}

/**
 * One result as the list shows it: its title as a link (a heading, for moving from result to
 * result), its type and date, and the excerpt with the query's words marked. Titles and dates are
 * set as text; the excerpt is Pagefind's, whose text is escaped and whose only markup is `<mark>`.
 */
export function resultItem(fragment: PagefindFragment, texts: SearchTexts): HTMLLIElement {
  const type = fragment.filters.type?.[0];
  const item = element('li', 'result');
  const title = element('h2', 'result__title');
  const link = document.createElement('a');
  link.href = fragment.url;
  link.textContent = shownText(fragment.meta.title ?? fragment.url);
  title.append(link);
  const meta = element('p', 'result__meta');
  if (isSearchType(type)) {
    const badge = element('span', 'result__type badge');
    badge.textContent = texts.types[type];
    meta.append(badge);
    const dated = DATED_TYPES.find((dated) => dated === type);
    const date = dated && dateLine(fragment, texts.dates[dated]);
    if (date) meta.append(date);
  }
  const excerpt = element('p', 'result__excerpt');
  excerpt.innerHTML = shownText(fragment.excerpt);
  item.append(title, meta, excerpt);
  return item;
}
