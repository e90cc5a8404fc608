/** The job application (spec sections 3 and 5). */
import { z } from 'zod';
import {
  DEFAULT_ENGLISH_LEVEL,
  ENGLISH_LEVELS,
  LIMITS,
  MAX_RESUME_BYTES,
  RESUME_FORMATS,
  type ResumeFormat,
} from './constants.ts';
import {
  accepted,
  emailAddress,
  optionalFlag,
  optionalText,
  optionalUrl,
  requiredText,
} from './fields.ts';
import { cleanFileName } from './fileName.ts';
import { defineForm } from './form.ts';
import { MESSAGES, messageKeys } from './messages.ts';
import { validate } from './validate.ts';

const keys = MESSAGES.job;

/** What the rules need to know of a resume: a browser `File` fits, and so does a finished upload. */
export interface ResumeInfo {
  name: string;
  size: number;
}

const isResumeInfo = (value: unknown): value is ResumeInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResumeInfo).name === 'string' &&
  typeof (value as ResumeInfo).size === 'number';

/** The resume format a file name claims ('pdf', 'doc' or 'docx'), once cleaned; the server also checks the bytes. */
export const resumeExtension = (name: string): ResumeFormat | undefined => {
  const lower = cleanFileName(name).toLowerCase();
  return RESUME_FORMATS.find((format) => lower.endsWith(`.${format}`));
};

export const resumeSchema = z
  .custom<ResumeInfo>(isResumeInfo, { error: keys.resume })
  .refine((file) => file.size > 0, { error: keys.resume, abort: true })
  .refine((file) => resumeExtension(file.name) !== undefined, {
    error: keys.resumeType,
    abort: true,
  })
  .refine((file) => file.size <= MAX_RESUME_BYTES, { error: keys.resumeSize });

const parseJsonText = (value: unknown) => {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return {};
  }
};

/** The consent object; a form post sends it as JSON text. */
export const consentSchema = z.preprocess(
  parseJsonText,
  z.object(
    {
      privacyPolicy: accepted(keys.privacyPolicy),
      referenceCheck: accepted(keys.referenceCheck),
      futureContact: optionalFlag(),
    },
    { error: keys.privacyPolicy },
  ),
);

export const jobSchema = z.object({
  resume: resumeSchema,
  jobTitle: optionalText(),
  jobType: optionalText(),
  jobWorkType: optionalText(),
  jobLocation: optionalText(),
  fullName: requiredText(keys.fullName),
  email: emailAddress(keys.email),
  phone: requiredText(keys.phone, LIMITS.phone),
  linkedin: optionalUrl(keys.url),
  github: optionalUrl(keys.url),
  portfolio: optionalUrl(keys.url),
  otherUrl: optionalUrl(keys.url),
  englishLevel: z.preprocess(
    (v) => (v === '' || v == null ? DEFAULT_ENGLISH_LEVEL : v),
    z.enum(ENGLISH_LEVELS, { error: keys.englishLevel }),
  ),
  education: optionalText(LIMITS.long),
  experience: optionalText(LIMITS.long),
  additionalInfo: optionalText(LIMITS.long),
  consent: consentSchema,
});

export type JobInput = z.input<typeof jobSchema>;
export type JobApplication = z.output<typeof jobSchema>;

/** The keys the job form can show. */
export const JOB_MESSAGE_KEYS = messageKeys(keys, MESSAGES.tooLong, MESSAGES.upload);

/** The job application; `resume` is the chosen `File` (browser) or the received file's name and size (server). */
export const jobForm = defineForm({
  kind: 'job',
  path: '/api/slack/apply',
  schema: jobSchema,
  messageKeys: JOB_MESSAGE_KEYS,
  answerShape: 'errorsAndMessage',
});

/** Checks only the resume, e.g. as soon as a file is chosen or dropped. */
export const validateResume = (file: unknown) =>
  validate(z.object({ resume: resumeSchema }), { resume: file });
