/** The job application: its schema, from its field table (jobFields.ts), and the resume's rules. */
import { z } from 'zod';
import { MAX_RESUME_BYTES, RESUME_FORMATS, type ResumeFormat } from './constants.ts';
import { cleanFileName } from './fileName.ts';
import { defineForm } from './form.ts';
import { JOB_FIELDS } from './jobFields.ts';
import { MESSAGES, messageKeys } from './messages.ts';
import { formSchema } from './rules.ts';
import { validate } from './validate.ts';

const keys = MESSAGES.job;

/** What the rules need to know of a resume: a browser `File` fits, and so does a finished upload. */
interface ResumeInfo {
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

const resumeSchema = z
  .custom<ResumeInfo>(isResumeInfo, { error: keys.resume })
  .refine((file) => file.size > 0, { error: keys.resume, abort: true })
  .refine((file) => resumeExtension(file.name) !== undefined, {
    error: keys.resumeType,
    abort: true,
  })
  .refine((file) => file.size <= MAX_RESUME_BYTES, { error: keys.resumeSize });

const jobSchema = formSchema(JOB_FIELDS, { resume: resumeSchema });

/** The checked application; `resume` is the file's name and size. */
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
