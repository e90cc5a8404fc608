/** The forms' texts, read at build time and handed to the form islands as props. */
import { z } from 'zod';
import type { FieldStrings, SectionText } from '../islands/forms/FormFields.tsx';
import type { ResumeStrings } from '../islands/forms/ResumeField.tsx';
import type { MessageKey } from '../shared/forms/messages.ts';
import { isShown, type FormField } from '../shared/forms/table.ts';
import type { ObjectKey, T, TObject } from './index.ts';
import { textsNamed } from './schemas.ts';

/** The page language's texts for the validation message keys a form may show. */
export const messageTexts = (t: T, keys: readonly MessageKey[]): Record<string, string> =>
  Object.fromEntries(keys.map((key) => [key, t(key)]));

/** A field's label, with its placeholder and hint where it has them. */
const fieldText = z.object({
  label: z.string(),
  placeholder: z.string().optional(),
  hint: z.string().optional(),
});

/** The resume picker's texts. */
const resumeTexts = textsNamed(
  'label',
  'drop',
  'or',
  'browse',
  'hint',
  'selected',
  'remove',
  'uploading',
  'uploaded',
);

const linked = z.object({ text: z.string(), link: z.string() });

/**
 * A sentence with a link, `{ text: '… {{link}} …', link }`: the placeholder stays for the island,
 * which puts the link to `href` in its place; `values` fill the sentence's other placeholders.
 * @example linkedText(tObject, 'forms:contact.privacy', '/en/privacy/') // { text, link, href }
 */
export const linkedText = (
  tObject: TObject,
  key: ObjectKey,
  href: string,
  values: Record<string, string> = {},
) => ({
  ...tObject(key, linked, { ...values, link: '{{link}}' }),
  href,
});

/**
 * The texts of a form's fields by name, read at the keys its field table gives, each in the shape
 * its kind shows; a box's sentence links to `consentHref`, and `values` fill its placeholders.
 * @example fieldStrings(Astro.locals, CONTACT_FIELDS, privacy) // { name: { label, placeholder }, … }
 */
export function fieldStrings<const F extends readonly FormField[]>(
  { tObject }: { tObject: TObject },
  fields: F,
  consentHref: string,
  values: Record<string, string> = {},
): FieldStrings<F> {
  const textsOf = (field: FormField) => {
    const key = field.texts as ObjectKey;
    switch (field.kind) {
      case 'select':
        return tObject(key, z.object({ label: z.string(), options: textsNamed(...field.options) }));
      case 'checkbox':
        return linkedText(tObject, key, consentHref, values);
      case 'file':
        return tObject(key, resumeTexts) satisfies ResumeStrings;
      default:
        return tObject(key, fieldText);
    }
  };
  return Object.fromEntries(
    fields.filter(isShown).map((field) => [field.name, textsOf(field)]),
  ) as FieldStrings<F>;
}

/**
 * The legends of a form's sections, read from `key` by the section names its field table gives,
 * with the hints some sections show under their legend.
 * @example formSections(Astro.locals, 'forms:job.sections', JOB_FIELDS, { links: t('forms:job.linksHint') })
 */
export function formSections(
  { tObject }: { tObject: TObject },
  key: ObjectKey,
  fields: readonly FormField[],
  hints: Record<string, string> = {},
): Record<string, SectionText> {
  const names = [...new Set(fields.flatMap((field) => (field.section ? [field.section] : [])))];
  const titles = tObject(key, textsNamed(...names));
  return Object.fromEntries(
    names.map((name) => [
      name,
      { title: titles[name]!, ...(hints[name] && { hint: hints[name] }) },
    ]),
  );
}
