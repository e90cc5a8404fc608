/** What every row of the form table (forms.ts) says about its form. */
import type { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { validate, type ValidationResult } from './validate.ts';

export type FormKind = 'contact' | 'job' | 'academy';

/**
 * Where a failure answer puts its texts, as each form's page reads them:
 * `errors` (contact), `errors` and `message` (job), `message` (academy).
 */
export type AnswerShape = 'errors' | 'errorsAndMessage' | 'message';

export interface FormDefinition<S extends z.ZodType = z.ZodType> {
  kind: FormKind;
  /** The function's address. */
  path: string;
  /** The one schema the island and the function check the answers with, built from the form's field table. */
  schema: S;
  /** The validation messages the form can show; its page hands the island their texts. */
  messageKeys: readonly MessageKey[];
  answerShape: AnswerShape;
  /** The schema's verdict as message keys per field. */
  validate: (values: unknown) => ValidationResult<z.output<S>>;
}

/**
 * A row of the form table; `validate` follows from the schema.
 * @example
 * export const contactForm = defineForm({ kind: 'contact', path: '/api/slack/submit-form', schema, messageKeys, answerShape: 'errors' });
 */
export const defineForm = <S extends z.ZodType>(
  row: Omit<FormDefinition<S>, 'validate'>,
): FormDefinition<S> => ({
  ...row,
  validate: (values) => validate(row.schema, values),
});
