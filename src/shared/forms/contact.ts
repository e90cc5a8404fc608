/** The contact form (spec sections 3 and 5): name, email and message required, company optional. */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { emailAddress, optionalText, requiredText } from './fields.ts';
import { defineForm } from './form.ts';
import { MESSAGES, messageKeys } from './messages.ts';

export const contactSchema = z.object({
  name: requiredText(MESSAGES.contact.name),
  email: emailAddress(MESSAGES.contact.email),
  message: requiredText(MESSAGES.contact.message, LIMITS.long),
  company: optionalText(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** The keys the contact form can show. */
export const CONTACT_MESSAGE_KEYS = messageKeys(MESSAGES.contact, MESSAGES.tooLong);

export const contactForm = defineForm({
  kind: 'contact',
  path: '/api/slack/submit-form',
  schema: contactSchema,
  messageKeys: CONTACT_MESSAGE_KEYS,
  answerShape: 'errors',
});
