/**
 * Shapes of the structured entries of the translations (lists and groups of texts), for
 * `tObject(key, schema)`: an entry of another shape in any language fails the build. A shape only
 * one component reads is declared in that component.
 */
import { z } from 'zod';

/** Paragraphs, points or words. */
export const textList = z.array(z.string());

/** Key figures: `{ value: '40+', label: 'Projects delivered' }`. */
export const statList = z.array(z.object({ value: z.string(), label: z.string() }));

/** Points with a title and a text. */
export const titledTextList = z.array(z.object({ title: z.string(), text: z.string() }));

/**
 * A group of texts with the given names.
 * @example tObject('forms:contact.success', textsNamed('title', 'message', 'dismiss'))
 */
export const textsNamed = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);
