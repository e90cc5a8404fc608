/**
 * Why the site processes personal data, and on which legal basis (GDPR Art. 6(1), KVKK Art. 5).
 * The privacy notice's table of purposes is derived from this table in every language
 * (src/content/privacy.ts), and every box the forms show belongs to one purpose: a box asks for
 * consent only where its purpose rests on consent; elsewhere the visitor acknowledges having read
 * the notice (tests/unit/legal-bases.test.ts holds the forms' boxes and texts to it).
 */

/**
 * A legal basis, as `privacy:bases.{basis}` names it in each language with its articles:
 * `contract`: steps before a contract at the person's request, and the contract (GDPR Art.
 * 6(1)(b), KVKK 5/2-c); `legitimateInterest` (6(1)(f), 5/2-f), naming the interest of each
 * purpose; `legalObligation`: complying with a legal obligation (KVKK 5/2-ç), which under the
 * GDPR is 6(1)(c) only for an obligation under EU or Member State law (Art. 6(3)), and for one
 * under Turkish law the legitimate interest in complying with it (6(1)(f)); `consentRecord`:
 * applying the visitor's choices, which is strictly necessary and so needs no consent: the
 * legitimate interest in respecting them (6(1)(f), 5/2-f). Not an obligation to show consent
 * (6(1)(c) with 7(1)): the record stays in the visitor's browser, so the company never holds it;
 * `legalClaims`: the legitimate interest in legal claims (6(1)(f)), under KVKK the same need to
 * establish, exercise or protect a right (5/2-e); `consent`: consent under the
 * GDPR (6(1)(a)), explicit consent under KVKK (5/1); `necessary`: what the site stores because a
 * service the visitor asked for needs it (legitimate interest, no consent under the ePrivacy rules).
 */
export type LegalBasis =
  | 'contract'
  | 'legitimateInterest'
  | 'legalObligation'
  | 'consentRecord'
  | 'legalClaims'
  | 'consent'
  | 'necessary';

/** A checkbox of a form, by the name its schema gives it (`consent.futureContact`). */
export interface FormBox {
  form: 'job' | 'academy';
  field: string;
}

export interface Purpose {
  /** Its texts: `privacy:purposes.rows.{key}` (data, purpose and, for a legitimate interest, the interest). */
  key: string;
  bases: readonly LegalBasis[];
  /** The boxes a form shows for it. */
  boxes?: readonly FormBox[];
  /** The providers' categories (src/config/site.ts, PROVIDERS) whose consent it is. */
  providers?: readonly ('analytics' | 'content')[];
}

/** The purposes, in the order the notice lists them. */
export const PURPOSES = [
  { key: 'contact', bases: ['contract', 'legitimateInterest'] },
  // What a visitor asks the assistant, to answer it or pass it on to the team. The frame itself
  // loads only with consent (`frames`); the conversation is kept by its provider, our processor,
  // for ASSISTANT_RETENTION_MONTHS (src/config/site.ts), not by the site.
  { key: 'assistant', bases: ['contract', 'legitimateInterest'] },
  {
    key: 'job',
    bases: ['contract', 'legitimateInterest'],
    boxes: [{ form: 'job', field: 'consent.privacyPolicy' }],
  },
  {
    key: 'references',
    bases: ['legitimateInterest'],
    boxes: [{ form: 'job', field: 'consent.referenceCheck' }],
  },
  {
    key: 'futureContact',
    bases: ['consent'],
    boxes: [{ form: 'job', field: 'consent.futureContact' }],
  },
  {
    key: 'academy',
    bases: ['contract'],
    boxes: [{ form: 'academy', field: 'agreeToTerms' }],
  },
  { key: 'technical', bases: ['legitimateInterest', 'legalObligation'] },
  { key: 'analytics', bases: ['consent'], providers: ['analytics'] },
  { key: 'frames', bases: ['consent'], providers: ['content'] },
  { key: 'choices', bases: ['consentRecord'] },
  { key: 'claims', bases: ['legalObligation', 'legalClaims'] },
] as const satisfies readonly Purpose[];
