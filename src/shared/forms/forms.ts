/**
 * The form table: one row per form, for the islands, the functions and the tests. Each row lives
 * beside its schema (contact.ts, job.ts, academy.ts), so an island bundles only its own form.
 */
import { academyForm } from './academy.ts';
import { contactForm } from './contact.ts';
import type { FormKind } from './form.ts';
import { jobForm } from './job.ts';

export type { AnswerShape, FormDefinition, FormKind } from './form.ts';

export const FORMS = {
  contact: contactForm,
  job: jobForm,
  academy: academyForm,
} as const satisfies Record<FormKind, unknown>;

export const FORM_KINDS = Object.keys(FORMS) as FormKind[];
