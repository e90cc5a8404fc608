/** The forms' texts, read at build time and handed to the form islands as props. */
import { z } from 'zod';
import type { MessageKey } from '../shared/forms/messages.ts';
import type { ObjectKey, T, TObject } from './index.ts';

/** The page language's texts for the validation message keys a form may show. */
export const messageTexts = (t: T, keys: readonly MessageKey[]): Record<string, string> =>
  Object.fromEntries(keys.map((key) => [key, t(key)]));

/** A field's label, with its placeholder and hint where it has them. */
export const fieldText = z.object({
  label: z.string(),
  placeholder: z.string().optional(),
  hint: z.string().optional(),
});

/**
 * The texts of a form's fields, by field name.
 * @example tObject('forms:contact.fields', fieldTexts('name', 'email', 'company', 'message'))
 */
export const fieldTexts = <const K extends string>(...names: K[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, fieldText])) as Record<K, typeof fieldText>,
  );

const linked = z.object({ text: z.string(), link: z.string() });

/**
 * A sentence with a link, `{ text: '… {{link}} …', link }`: the placeholder stays for the island,
 * which puts the link to `href` in its place; `values` fill the sentence's other placeholders.
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
