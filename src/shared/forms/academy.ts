/** The academy application (spec sections 2, 3 and 5). */
import { z } from 'zod';
import { DEFAULT_COURSE_TITLE, LIMITS } from './constants.ts';
import { accepted, emailAddress, optionalText, optionalUrl, requiredText } from './fields.ts';
import { defineForm } from './form.ts';
import { MESSAGES, messageKeys } from './messages.ts';

const keys = MESSAGES.academy;

export const academySchema = z.object({
  fullName: requiredText(keys.fullName),
  email: emailAddress(keys.email, keys.emailInvalid),
  phone: requiredText(keys.phone, LIMITS.phone),
  linkedin: optionalUrl(keys.linkedin),
  education: optionalText(LIMITS.long),
  experience: optionalText(LIMITS.long),
  motivation: requiredText(keys.motivation, LIMITS.long),
  agreeToTerms: accepted(keys.agreeToTerms),
  courseTitle: optionalText().transform((v) => v || DEFAULT_COURSE_TITLE),
  courseId: optionalText(),
});

export type AcademyInput = z.input<typeof academySchema>;
export type AcademyApplication = z.output<typeof academySchema>;

/** The keys the academy form can show. */
export const ACADEMY_MESSAGE_KEYS = messageKeys(keys, MESSAGES.tooLong);

export const academyForm = defineForm({
  kind: 'academy',
  path: '/api/slack/academy-apply',
  schema: academySchema,
  messageKeys: ACADEMY_MESSAGE_KEYS,
  answerShape: 'message',
});
