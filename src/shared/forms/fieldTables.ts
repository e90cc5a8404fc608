/**
 * Every form's field table, by form: for what reads any form's submissions (the Slack message, the
 * CSV export, the operators' view, the stress tool). No zod here; an island imports its own table.
 */
import { ACADEMY_FIELDS } from './academyFields.ts';
import { CONTACT_FIELDS } from './contactFields.ts';
import type { FormKind } from './form.ts';
import { JOB_FIELDS } from './jobFields.ts';
import type { FormField } from './table.ts';

export const FIELDS: Record<FormKind, readonly FormField[]> = {
  contact: CONTACT_FIELDS,
  job: JOB_FIELDS,
  academy: ACADEMY_FIELDS,
};
