/**
 * Translation parity: every language must have exactly the keys of every other,
 * arrays included (an entry missing in one language is a missing page section there), and each
 * text with plural forms the forms its language needs.
 */
export type Resources = Record<string, Record<string, unknown>>;

const flatten = (value: unknown, prefix: string, out: Set<string>): Set<string> => {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.add(prefix);
  }
  return out;
};

/** i18next's plural suffixes: a key `points_one` is the `one` form of `points`. */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** The plural categories a language needs (CLDR, as i18next and the browsers select them). */
export const pluralCategories = (lang: string): string[] =>
  new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

/**
 * A language's keys, its plural forms folded into their base key (`points_one`, `points_other`:
 * `points`), with the forms it has for each.
 */
function keysOf(namespaces: Record<string, unknown>) {
  const flat = Object.entries(namespaces).flatMap(([ns, tree]) =>
    [...flatten(tree, '', new Set())].map((k) => `${ns}:${k}`),
  );
  const present = new Set(flat);
  const keys = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of flat) {
    const [, base, category] = PLURAL.exec(key) ?? [];
    // A plural form is a key whose base also has its `_other` form.
    if (base && category && present.has(`${base}_other`)) {
      keys.add(base);
      plurals.set(base, (plurals.get(base) ?? new Set()).add(category));
    } else keys.add(key);
  }
  return { keys, plurals };
}

/**
 * Lists every key present in one language and absent in another, as `lang/namespace:key`. A text
 * with plural forms is one key whose forms are those the language needs: English `one` and
 * `other`, Spanish and French `many` as well.
 * @example findMissingKeys({ en: { common: { a: 1 } }, tr: { common: {} } }) // ['tr/common:a']
 */
export function findMissingKeys(resources: Resources): string[] {
  const byLang = Object.entries(resources).map(
    ([lang, namespaces]) => [lang, keysOf(namespaces)] as const,
  );
  const all = new Set(byLang.flatMap(([, { keys }]) => [...keys]));
  const plural = new Set(byLang.flatMap(([, { plurals }]) => [...plurals.keys()]));
  return byLang.flatMap(([lang, { keys, plurals }]) => [
    ...[...all]
      .filter((key) => !keys.has(key))
      .flatMap((key) =>
        plural.has(key)
          ? pluralCategories(lang).map((category) => `${lang}/${key}_${category}`)
          : [`${lang}/${key}`],
      ),
    ...[...plural]
      .filter((key) => keys.has(key))
      .flatMap((key) => {
        const has = plurals.get(key);
        if (!has) return [`${lang}/${key} (has no plural forms)`];
        const needed = pluralCategories(lang);
        return [
          ...needed.filter((category) => !has.has(category)).map((c) => `${lang}/${key}_${c}`),
          // i18next reads `_zero` for a count of 0 in any language; any other extra form is dead.
          ...[...has]
            .filter((category) => !needed.includes(category) && category !== 'zero')
            .map((category) => `${lang}/${key}_${category} (not a plural form of ${lang})`),
        ];
      }),
  ]);
}
