/** The contact form's fields, in the form's order; table.ts says what a row holds. */
import type { FormField } from './table.ts';

export const CONTACT_FIELDS = [
  {
    name: 'name',
    kind: 'text',
    required: true,
    message: 'validation:contact.name',
    autoComplete: 'name',
    texts: 'forms:contact.fields.name',
    half: true,
    slack: { label: 'Name', short: true },
    csv: 'name',
  },
  {
    name: 'email',
    kind: 'email',
    required: true,
    message: 'validation:contact.email',
    invalid: 'validation:contact.emailInvalid',
    texts: 'forms:contact.fields.email',
    half: true,
    slack: { label: 'Email', short: true },
    csv: 'email',
  },
  {
    name: 'company',
    kind: 'text',
    autoComplete: 'organization',
    texts: 'forms:contact.fields.company',
    slack: { label: 'Company', short: true },
    csv: 'company',
  },
  {
    name: 'message',
    kind: 'textarea',
    rows: 6,
    required: true,
    message: 'validation:contact.message',
    texts: 'forms:contact.fields.message',
    slack: { label: 'Message' },
    csv: 'message',
  },
] as const satisfies readonly FormField[];
