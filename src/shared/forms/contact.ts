/** The contact form: its schema, from its field table (contactFields.ts). */
import { CONTACT_FIELDS } from './contactFields.ts';
import { defineForm } from './form.ts';
import { MESSAGES, messageKeys } from './messages.ts';
import { formSchema } from './rules.ts';

/** The keys the contact form can show. */
export const CONTACT_MESSAGE_KEYS = messageKeys(MESSAGES.contact, MESSAGES.tooLong);

export const contactForm = defineForm({
  kind: 'contact',
  path: '/api/slack/submit-form',
  schema: formSchema(CONTACT_FIELDS),
  messageKeys: CONTACT_MESSAGE_KEYS,
  answerShape: 'errors',
});
