/** One choice of the visitor about one provider: allowed or refused, and when (ISO 8601). */
export interface Choice {
  granted: boolean;
  at: string;
}

/** The visitor's choices that still hold, by provider key (src/config/site.ts, PROVIDERS). */
export type Choices = Readonly<Record<string, Choice | undefined>>;

/**
 * Reads the stored record: only choices made under the current version and within their
 * lifetime count; anything else, or a record that is not ours, counts as no choice.
 *
 * Self-contained (no imports, no outer names), because the pages that must show a choice before
 * their first paint run this same function inline (consentStateScript).
 * @example parseChoices('{"version":1,"choices":{"google":{"granted":true,"at":"2026-11-24T10:00:00.000Z"}}}', 1, Date.now(), 365 * 864e5)
 */
export function parseChoices(
  raw: string | null,
  version: number,
  now: number,
  maxAgeMs: number,
): Record<string, Choice> {
  const valid: Record<string, Choice> = {};
  let record: unknown;
  try {
    record = JSON.parse(raw || 'null');
  } catch {
    return valid;
  }
  if (!record || typeof record !== 'object') return valid;
  const { version: stored, choices } = record as { version?: unknown; choices?: unknown };
  if (stored !== version || !choices || typeof choices !== 'object') return valid;
  for (const [key, choice] of Object.entries(choices as Record<string, unknown>)) {
    if (!choice || typeof choice !== 'object') continue;
    const { granted, at } = choice as { granted?: unknown; at?: unknown };
    const time = typeof at === 'string' ? Date.parse(at) : NaN;
    if (typeof granted === 'boolean' && time <= now && now - time < maxAgeMs)
      valid[key] = { granted, at: at as string };
  }
  return valid;
}
