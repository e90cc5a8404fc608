/**
 * Translation parity: every language must have exactly the keys of every other,
 * arrays included (an entry missing in one language is a missing page section there).
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

/**
 * Lists every key present in one language and absent in another, as `lang/namespace:key`.
 * @example findMissingKeys({ en: { common: { a: 1 } }, tr: { common: {} } }) // ['tr/common:a']
 */
export function findMissingKeys(resources: Resources): string[] {
  const keysByLang = Object.fromEntries(
    Object.entries(resources).map(([lang, namespaces]) => [
      lang,
      new Set(
        Object.entries(namespaces).flatMap(([ns, tree]) =>
          [...flatten(tree, '', new Set())].map((k) => `${ns}:${k}`),
        ),
      ),
    ]),
  );
  const all = new Set(Object.values(keysByLang).flatMap((keys) => [...keys]));
  return Object.entries(keysByLang).flatMap(([lang, keys]) =>
    [...all].filter((key) => !keys.has(key)).map((key) => `${lang}/${key}`),
  );
}
