import { atom, computed, type ReadableAtom } from 'nanostores';
import { CONSENT_MONTHS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../config/consent.ts';
import { MONTH_MS } from './months.ts';
import { parseChoices, type Choices } from './record.ts';

const MAX_AGE_MS = CONSENT_MONTHS * MONTH_MS;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const readStored = (): Choices =>
  parseChoices(
    storage()?.getItem(CONSENT_STORAGE_KEY) ?? null,
    CONSENT_VERSION,
    Date.now(),
    MAX_AGE_MS,
  );

/** The visitor's stored choices, by provider key. */
export const $choices = atom<Choices>(readStored());

/** Providers the visitor loaded "this time": for this page view only, never stored. */
export const $loadedOnce = atom<ReadonlySet<string>>(new Set());

// A choice made in another tab (the privacy settings, say) applies here at once. (Islands that
// read the choices are also rendered at build time, where there is no window.)
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) $choices.set(readStored());
  });

/** Whether the visitor allowed the provider, for good or for this page view. */
export const allowed = (key: string): ReadableAtom<boolean> =>
  computed(
    [$choices, $loadedOnce],
    (choices, once) => choices[key]?.granted === true || once.has(key),
  );

/** Stores the visitor's choice about one provider, with the date, under the current version. */
export function choose(key: string, granted: boolean) {
  const choices: Choices = { ...$choices.get(), [key]: { granted, at: new Date().toISOString() } };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION, choices }));
  } catch {
    // Storage can be refused (a private mode): the choice then holds for this page view.
  }
  $choices.set(choices);
  if (!granted && $loadedOnce.get().has(key)) {
    const once = new Set($loadedOnce.get());
    once.delete(key);
    $loadedOnce.set(once);
  }
}

/** Loads the provider's content on this page view only: nothing is stored. */
export function loadOnce(key: string) {
  $loadedOnce.set(new Set([...$loadedOnce.get(), key]));
}
