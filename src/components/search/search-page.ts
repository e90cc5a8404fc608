import { SEARCH_PARAMS, SEARCH_SCRIPT, SEARCH_TYPES, isSearchType } from '../../config/search';
import { foldQuery } from '../../search/folding';
import { addressOf, readState, type SearchState } from './search-address';
import type { Pagefind, PagefindResult } from './pagefind';
import { resultItem } from './search-result';
import { fill, type SearchTexts } from './search-texts';

/**
 * Results shown first (a phone's screen of them: each costs its fragment, some 4 kB, within the
 * first query's 150 kB), then added by each "Show more".
 */
const FIRST_RESULTS = 5;
const MORE_RESULTS = 10;
/** The pause in typing after which the results follow the field. */
const TYPING_PAUSE_MS = 100;

/**
 * Drives the search page (SiteSearch.astro): the address holds the state (`?q=…&type=…`), so a
 * result list can be shared, and the back button brings it back; typing searches as the visitor
 * pauses, the filter narrows at once, and the status line announces the count. Pagefind's script,
 * its WebAssembly and the language's index load at the first sign of a search: the field taking
 * focus or a pointer, or an address with a query.
 */
export function startSearch(root: HTMLElement) {
  const texts = JSON.parse(root.dataset.texts!) as SearchTexts;
  const form = root.querySelector('form')!;
  const input = form.elements.namedItem(SEARCH_PARAMS.query) as HTMLInputElement;
  const radios = [
    ...form.querySelectorAll<HTMLInputElement>(`input[name="${SEARCH_PARAMS.type}"]`),
  ];
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]')!;
  const counts = [...root.querySelectorAll<HTMLElement>('[data-count-for]')];
  // Made at the first count: a first Intl object costs some 30 ms of the page's load (ICU's data).
  let numbers: Intl.NumberFormat | undefined;
  const number = (value: number) => (numbers ??= new Intl.NumberFormat(texts.intl)).format(value);

  let pagefind: Promise<Pagefind> | undefined;
  const load = () =>
    (pagefind ??= (import(/* @vite-ignore */ SEARCH_SCRIPT) as Promise<Pagefind>).then(
      async (module) => {
        await module.options({ excerptLength: 24 });
        await module.init();
        return module;
      },
    ));
  /** Loads ahead of the search; a failure is shown by the search that needs it, which loads again. */
  const ahead = (work: Promise<unknown>) =>
    void work.catch(() => {
      pagefind = undefined;
    });
  const warm = () => ahead(load());

  /** The latest search: an answer to an earlier one is dropped. */
  let current = 0;
  let pending: PagefindResult[] = [];

  const state = (): SearchState => {
    const type = radios.find((radio) => radio.checked)?.value;
    return { query: input.value, type: isSearchType(type) ? type : undefined };
  };

  const show = (next: SearchState) => {
    input.value = next.query;
    for (const radio of radios) radio.checked = radio.value === (next.type ?? '');
  };

  const showCounts = (byType: Record<string, number> | undefined) => {
    const total = Object.values(byType ?? {}).reduce((sum, count) => sum + count, 0);
    for (const count of counts) {
      const value = count.dataset.countFor ? (byType?.[count.dataset.countFor] ?? 0) : total;
      count.textContent = number(value);
      count.hidden = !byType;
    }
  };

  /** The list items of `results`, once their data has loaded. */
  async function itemsOf(results: PagefindResult[]) {
    const fragments = await Promise.all(results.map((result) => result.data()));
    return fragments.map((fragment) => resultItem(fragment, texts));
  }

  async function search({ query, type }: SearchState) {
    const run = ++current;
    const words = foldQuery(query).trim();
    if (!words) {
      list.replaceChildren();
      status.textContent = '';
      more.hidden = true;
      showCounts(undefined);
      return;
    }
    list.setAttribute('aria-busy', 'true');
    try {
      const engine = await load();
      // Pagefind counts the results of each type only when the search is filtered: "all" is "any type".
      const found = await engine.search(words, {
        filters: { type: type ?? { any: SEARCH_TYPES } },
      });
      if (run !== current) return;
      pending = found.results.slice(FIRST_RESULTS);
      const items = await itemsOf(found.results.slice(0, FIRST_RESULTS));
      if (run !== current) return;
      list.replaceChildren(...items);
      more.hidden = pending.length === 0;
      showCounts(found.totalFilters.type);
      const count = found.results.length;
      const forms = texts.status.found;
      status.textContent = fill(
        count === 0
          ? texts.status.none
          : (forms[new Intl.PluralRules(texts.intl).select(count)] ?? forms.other!),
        { query: query.trim(), number: number(count) },
      );
    } catch {
      if (run !== current) return;
      pagefind = undefined;
      list.replaceChildren();
      more.hidden = true;
      status.textContent = texts.status.failed;
    } finally {
      if (run === current) list.removeAttribute('aria-busy');
    }
  }

  const remember = (how: 'push' | 'replace') => {
    const address = addressOf(location.pathname, state());
    if (address === `${location.pathname}${location.search}`) return;
    history[how === 'push' ? 'pushState' : 'replaceState'](null, '', address);
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    remember('replace');
    clearTimeout(typing);
    const words = foldQuery(input.value).trim();
    // A short last word would fetch every index chunk its letters begin: wait for three.
    if (/\S{3}$/.test(words)) ahead(load().then((engine) => engine.preload(words)));
    typing = setTimeout(() => void search(state()), TYPING_PAUSE_MS);
  });
  form.addEventListener('change', (event) => {
    if (event.target === input) return;
    remember('push');
    clearTimeout(typing);
    void search(state());
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    remember('push');
    clearTimeout(typing);
    void search(state());
  });
  more.addEventListener('click', async () => {
    const next = pending.slice(0, MORE_RESULTS);
    pending = pending.slice(MORE_RESULTS);
    const items = await itemsOf(next);
    list.append(...items);
    more.hidden = pending.length === 0;
    items[0]?.querySelector('a')?.focus();
  });
  input.addEventListener('focus', warm, { once: true });
  input.addEventListener('pointerenter', warm, { once: true });
  addEventListener('popstate', () => {
    const restored = readState(location.search);
    show(restored);
    void search(restored);
  });

  const initial = readState(location.search);
  show(initial);
  if (initial.query.trim()) void search(initial);
}
