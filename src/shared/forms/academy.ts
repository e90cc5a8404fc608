/** The academy application: its schema, from its field table (academyFields.ts). */
import { ACADEMY_FIELDS } from './academyFields.ts';
import { defineForm } from './form.ts';
import { MESSAGES, messageKeys } from './messages.ts';
import { formSchema } from './rules.ts';

/** The keys the academy form can show. */
export const ACADEMY_MESSAGE_KEYS = messageKeys(MESSAGES.academy, MESSAGES.tooLong);

export const academyForm = defineForm({
  kind: 'academy',
  path: '/api/slack/academy-apply',
  schema: formSchema(ACADEMY_FIELDS),
  messageKeys: ACADEMY_MESSAGE_KEYS,
  answerShape: 'message',
});
