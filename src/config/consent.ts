/**
 * What a visitor's consent is kept under, and for how long. Nothing that needs consent (the
 * analytics tag, another site's frame) is requested before the visitor has chosen; the choice is
 * kept in this browser only (docs/privacy.md).
 */

/**
 * The version of what visitors are asked to consent to. Raise it when a provider, a purpose or
 * what a provider stores changes (src/config/site.ts, PROVIDERS): every stored choice of an older
 * version is ignored, so every visitor is asked again before anything loads.
 */
export const CONSENT_VERSION = 1;

/** The localStorage key of the visitor's choices: first-party, never sent to a server. */
export const CONSENT_STORAGE_KEY = 'nova-consent';

/** A choice holds this long, then the visitor is asked again (it is kept no longer either). */
export const CONSENT_MONTHS = 12;
