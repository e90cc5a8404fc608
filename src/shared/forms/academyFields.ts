/** The academy application's fields, in the form's order; table.ts says what a row holds. */
import { DEFAULT_COURSE_TITLE, LIMITS } from './constants.ts';
import { contextField, type FormField } from './table.ts';

const AGREED = 'required: every stored application has agreed';

export const ACADEMY_FIELDS = [
  contextField('courseTitle', 'Course', { fallback: DEFAULT_COURSE_TITLE }),
  contextField('courseId', 'Course id'),
  {
    name: 'fullName',
    kind: 'text',
    required: true,
    message: 'validation:academy.fullName',
    autoComplete: 'name',
    texts: 'forms:academy.fields.fullName',
    slack: { label: 'Full name', short: true },
    csv: 'fullName',
  },
  {
    name: 'email',
    kind: 'email',
    required: true,
    message: 'validation:academy.email',
    invalid: 'validation:academy.emailInvalid',
    texts: 'forms:academy.fields.email',
    half: true,
    slack: { label: 'Email', short: true },
    csv: 'email',
  },
  {
    name: 'phone',
    kind: 'tel',
    required: true,
    message: 'validation:academy.phone',
    texts: 'forms:academy.fields.phone',
    half: true,
    slack: { label: 'Phone', short: true },
    csv: 'phone',
  },
  {
    name: 'linkedin',
    kind: 'url',
    message: 'validation:academy.linkedin',
    texts: 'forms:academy.fields.linkedin',
    slack: { label: 'LinkedIn' },
    csv: 'linkedin',
  },
  {
    name: 'education',
    kind: 'text',
    max: LIMITS.long,
    texts: 'forms:academy.fields.education',
    slack: { label: 'Education' },
    csv: 'education',
  },
  {
    name: 'experience',
    kind: 'textarea',
    rows: 3,
    texts: 'forms:academy.fields.experience',
    slack: { label: 'Experience' },
    csv: 'experience',
  },
  {
    name: 'motivation',
    kind: 'textarea',
    rows: 5,
    required: true,
    message: 'validation:academy.motivation',
    texts: 'forms:academy.fields.motivation',
    slack: { label: 'Motivation' },
    csv: 'motivation',
  },
  {
    name: 'agreeToTerms',
    kind: 'checkbox',
    required: true,
    message: 'validation:academy.agreeToTerms',
    texts: 'forms:academy.fields.agreeToTerms',
    slack: { omit: AGREED },
    csv: 'agreeToTerms',
  },
] as const satisfies readonly FormField[];
