/**
 * The forms' boxes and the privacy notice's legal bases agree: both come from one table
 * (src/config/processing.ts). A box asks for consent only where its purpose rests on consent;
 * every other box acknowledges the notice, and its error asks to confirm having read it. The
 * boxes are read from the forms' own schemas, so a new box that no purpose claims fails here.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../src/config/locales';
import { PURPOSES, type FormBox, type Purpose } from '../../src/config/processing';
import { PROVIDERS, needsConsent } from '../../src/config/site';
import { basesText, purposesTable } from '../../src/content/privacy';
import { useTranslations, type TextKey } from '../../src/i18n';
import { FIELDS } from '../../src/shared/forms/fieldTables';
import { FORMS } from '../../src/shared/forms/forms';

/** How each language says "I consent" in a box, and "I have read". */
const ASKS_CONSENT: Record<Locale, RegExp> = {
  en: /\bI (agree|consent)\b/,
  tr: /(açık rıza veriyorum|rıza veriyorum|kabul ediyorum|onay veriyorum|izin veriyorum)/,
  es: /(^|\s)(consiento|acepto|autorizo)\b/i,
  fr: /(^|\s)(j’accepte|je consens|j’autorise)(\s|$)/i,
};
const HAS_READ: Record<Locale, RegExp> = {
  en: /\bI have read\b/,
  tr: /okudum/,
  es: /(^|\s)he leído(\s|$)/i,
  fr: /(^|\s)j’ai lu(\s|$)/i,
};
/** An error that asks to accept, rather than to confirm having read. */
const ASKS_TO_ACCEPT: Record<Locale, RegExp> = {
  en: /\baccept/i,
  tr: /kabul/i,
  es: /(^|\s)acept/i,
  fr: /accept/i,
};

/** True for a purpose that rests on consent alone: its box, if any, asks for consent. */
const restsOnConsent = (purpose: Purpose) =>
  purpose.bases.length > 0 && purpose.bases.every((basis) => basis === 'consent');

type Schema = z.ZodType;
/** The object inside a preprocessed field (`consent` is sent as JSON text). */
const inner = (schema: Schema): Schema =>
  schema instanceof z.ZodPipe ? inner(schema.out as Schema) : schema;

/** Every checkbox of a form's schema by its path: a field that reads a tick as `true`. */
function boxesOf(form: FormBox['form'], schema: Schema, prefix = ''): FormBox[] {
  const object = inner(schema);
  if (!(object instanceof z.ZodObject)) return [];
  return Object.entries(object.shape as Record<string, Schema>).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    if (inner(field) instanceof z.ZodObject) return boxesOf(form, field, `${path}.`);
    const ticked = field.safeParse(true);
    return ticked.success && ticked.data === true ? [{ form, field: path }] : [];
  });
}

const SCHEMAS = { job: FORMS.job.schema, academy: FORMS.academy.schema } as const;
const FORM_BOXES = (Object.keys(SCHEMAS) as FormBox['form'][]).flatMap((form) =>
  boxesOf(form, SCHEMAS[form]),
);
const name = (box: FormBox) => `${box.form}:${box.field}`;
const purposeOf = (box: FormBox) =>
  PURPOSES.filter((purpose: Purpose) => purpose.boxes?.some((own) => name(own) === name(box)));

/** Where a box's sentence lives in the translations: at its field table row's texts. */
const textKey = (box: FormBox) =>
  `${FIELDS[box.form].find((field) => field.name === box.field)!.texts}.text` as TextKey;

/** The message a required box shows when left unticked: the key its schema answers with. */
function errorKey(box: FormBox): TextKey | undefined {
  const path = box.field.split('.');
  let schema: Schema = SCHEMAS[box.form];
  for (const part of path) schema = (inner(schema) as z.ZodObject).shape[part] as Schema;
  const result = schema.safeParse(false);
  return result.success ? undefined : (result.error.issues[0]!.message as TextKey);
}

describe('the forms’ boxes and the notice’s legal bases', () => {
  it('every box of the forms belongs to exactly one purpose, and every purpose’s box exists', () => {
    expect(FORM_BOXES.map(name).sort()).toEqual([
      'academy:agreeToTerms',
      'job:consent.futureContact',
      'job:consent.privacyPolicy',
      'job:consent.referenceCheck',
    ]);
    for (const box of FORM_BOXES) expect(purposeOf(box), name(box)).toHaveLength(1);
    const claimed = PURPOSES.flatMap((purpose: Purpose) => purpose.boxes ?? []).map(name);
    expect(claimed.sort()).toEqual(FORM_BOXES.map(name).sort());
  });

  it('a required box acknowledges; only an optional one may ask for consent', () => {
    for (const box of FORM_BOXES) {
      const [purpose] = purposeOf(box);
      if (restsOnConsent(purpose!)) expect(errorKey(box), name(box)).toBeUndefined();
    }
  });

  it('what a visitor tells the assistant is a purpose of its own, apart from loading its frame', () => {
    // Loading the frame waits for consent (`frames`); answering what the visitor then asks is done
    // at their request, so the conversations must not hide behind that consent in the notice.
    const conversations = PURPOSES.find((purpose: Purpose) => purpose.key === 'assistant');
    expect(conversations?.bases).toEqual(['contract', 'legitimateInterest']);
    expect(conversations && 'providers' in conversations).toBe(false);
  });

  it('every provider that waits for consent is a purpose resting on consent', () => {
    for (const provider of PROVIDERS.filter(needsConsent)) {
      const purposes = PURPOSES.filter((purpose: Purpose) =>
        purpose.providers?.includes(provider.category),
      );
      expect(purposes, provider.key).toHaveLength(1);
      expect(restsOnConsent(purposes[0]!), provider.key).toBe(true);
    }
  });

  for (const lang of LOCALES) {
    const texts = useTranslations(lang);
    const { t } = texts;

    it(`${lang}: a box asks for consent exactly where its purpose rests on consent`, () => {
      for (const box of FORM_BOXES) {
        const purpose = purposeOf(box)[0]!;
        const text = t(textKey(box), { link: t(textKey(box).replace(/text$/, 'link') as TextKey) });
        if (restsOnConsent(purpose)) {
          expect(text, `${name(box)} asks for consent`).toMatch(ASKS_CONSENT[lang]);
        } else {
          expect(text, `${name(box)} acknowledges`).toMatch(HAS_READ[lang]);
          expect(text, `${name(box)} asks for no consent`).not.toMatch(ASKS_CONSENT[lang]);
          const error = errorKey(box);
          expect(error, `${name(box)} is required`).toBeDefined();
          expect(t(error!), `${name(box)}'s error`).not.toMatch(ASKS_TO_ACCEPT[lang]);
        }
      }
    });

    it(`${lang}: the notice names each purpose with its bases, consent only where it rests on it`, () => {
      const table = purposesTable(lang, texts);
      const consent = t('privacy:bases.consent');
      expect(table.rows).toHaveLength(PURPOSES.length);
      PURPOSES.forEach((purpose: Purpose, index) => {
        const [data, what, bases] = table.rows[index]!;
        expect(data!.trim(), purpose.key).not.toBe('');
        expect(what!.trim(), purpose.key).not.toBe('');
        expect(bases, purpose.key).toBe(basesText(lang, texts, purpose));
        expect(bases!.includes(consent), purpose.key).toBe(purpose.bases.includes('consent'));
        expect(table.rows[index]!.join(' '), purpose.key).not.toMatch(/{{|}}/);
      });
    });
  }
});
