/**
 * Validation messages are translation keys (`locales/{lang}/validation.json`), never texts:
 * the form resolves them from the strings its page passes in, the functions from the JSON files.
 */
export const MESSAGES = {
  tooLong: 'validation:common.tooLong',
  contact: {
    name: 'validation:contact.name',
    email: 'validation:contact.email',
    emailInvalid: 'validation:contact.emailInvalid',
    message: 'validation:contact.message',
  },
  job: {
    resume: 'validation:job.resume',
    resumeSize: 'validation:job.resumeSize',
    resumeType: 'validation:job.resumeType',
    resumeMismatch: 'validation:job.resumeMismatch',
    fullName: 'validation:job.fullName',
    email: 'validation:job.email',
    emailInvalid: 'validation:job.emailInvalid',
    phone: 'validation:job.phone',
    englishLevel: 'validation:job.englishLevel',
    url: 'validation:job.url',
    privacyPolicy: 'validation:job.privacyPolicy',
    referenceCheck: 'validation:job.referenceCheck',
  },
  academy: {
    fullName: 'validation:academy.fullName',
    email: 'validation:academy.email',
    emailInvalid: 'validation:academy.emailInvalid',
    phone: 'validation:academy.phone',
    linkedin: 'validation:academy.linkedin',
    motivation: 'validation:academy.motivation',
    agreeToTerms: 'validation:academy.agreeToTerms',
  },
  /** Answers about the request itself, produced only by the functions. */
  request: {
    invalid: 'validation:request.invalid',
    tooLarge: 'validation:request.tooLarge',
    unsupportedType: 'validation:request.unsupportedType',
    methodNotAllowed: 'validation:request.methodNotAllowed',
    crossSite: 'validation:request.crossSite',
    unavailable: 'validation:request.unavailable',
  },
  /** Answers of the resume upload endpoint; the upload client shows them as they come. */
  upload: {
    notFound: 'validation:upload.notFound',
    incomplete: 'validation:upload.incomplete',
    used: 'validation:upload.used',
    chunkInvalid: 'validation:upload.chunkInvalid',
    failed: 'validation:upload.failed',
  },
  /** The texts of a success answer. */
  answer: {
    contact: 'validation:answer.contact',
    job: 'validation:answer.job',
    academy: 'validation:answer.academy',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type MessageKey = Leaves<typeof MESSAGES>;

/** Every key under a group, for a page that passes a form the texts it may show. */
export const messageKeys = (...groups: Array<Record<string, string> | string>): MessageKey[] =>
  groups.flatMap((group) =>
    typeof group === 'string' ? [group] : Object.values(group),
  ) as MessageKey[];
