/**
 * POST /api/slack/apply: the job application, multipart/form-data in the spec's shape. The resume
 * comes either inline (`resume`, when the request fits Netlify's body limit) or as the id of a
 * finished chunked upload (`resumeUploadId`, see src/shared/forms/uploadProtocol.ts).
 */
import type { Config } from '@netlify/functions';
import { MAX_RESUME_BYTES } from '../../src/shared/forms/constants.ts';
import { validateJob } from '../../src/shared/forms/job.ts';
import { MESSAGES } from '../../src/shared/forms/messages.ts';
import { RESUME_UPLOAD_FIELD } from '../../src/shared/forms/uploadProtocol.ts';
import { failureAnswer, invalidAnswer } from '../lib/answers.ts';
import { endpoint } from '../lib/endpoint.ts';
import { mediaType } from '../lib/http.ts';
import { answerLanguage } from '../lib/i18n.ts';
import { parseMultipart } from '../lib/multipart.ts';
import { storeAndAnswer } from '../lib/receive.ts';
import { allReadable } from '../lib/text.ts';
import { detectResumeType, RESUME_CONTENT_TYPES } from '../lib/resumeType.ts';
import { openStore, StorageUnavailable } from '../lib/storage.ts';
import { discardUpload, finishedUpload, isUploadId } from '../lib/uploads.ts';

/** Room for every text field next to a full-size resume. */
const BODY_LIMIT_BYTES = MAX_RESUME_BYTES + 256 * 1024;

export default endpoint('job', 'POST', async (req, context) => {
  let lang = answerLanguage(req);
  if (mediaType(req) !== 'multipart/form-data') return failureAnswer('job', lang, 415, [MESSAGES.request.unsupportedType]);
  if (Number(req.headers.get('content-length')) > BODY_LIMIT_BYTES) {
    return failureAnswer('job', lang, 413, [MESSAGES.job.resumeSize], { resume: MESSAGES.job.resumeSize });
  }
  const parsed = await parseMultipart(req, { fileField: 'resume', maxFileBytes: MAX_RESUME_BYTES, maxFieldBytes: 20_000, maxFields: 40 });
  if (!parsed.ok) {
    if (parsed.reason === 'fileTooLarge') return failureAnswer('job', lang, 413, [MESSAGES.job.resumeSize], { resume: MESSAGES.job.resumeSize });
    if (parsed.reason === 'tooLarge') return failureAnswer('job', lang, 413, [MESSAGES.request.tooLarge]);
    return failureAnswer('job', lang, 400, [MESSAGES.request.invalid]);
  }
  const { fields } = parsed;
  lang = answerLanguage(req, fields.lang);
  if (!allReadable(fields)) return failureAnswer('job', lang, 400, [MESSAGES.request.invalid]);

  const inline = parsed.file && parsed.file.bytes.byteLength > 0 ? parsed.file : undefined;
  const uploadId = inline ? undefined : fields[RESUME_UPLOAD_FIELD];
  let resume: { info: { name: string; size: number; contentType: string }; bytes: Uint8Array } | undefined;
  let resumeProblem: 'notFound' | 'incomplete' | undefined;
  if (inline) {
    const type = detectResumeType(inline.bytes);
    resume = { info: { name: inline.name, size: inline.bytes.byteLength, contentType: type ? RESUME_CONTENT_TYPES[type] : '' }, bytes: inline.bytes };
  } else if (uploadId) {
    try {
      const upload = isUploadId(uploadId) ? await finishedUpload(openStore(context.deploy?.context), uploadId) : ({ ok: false, reason: 'notFound' } as const);
      if (upload.ok) resume = { info: upload.resume, bytes: upload.bytes };
      else resumeProblem = upload.reason;
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      return failureAnswer('job', lang, 503, [MESSAGES.request.unavailable], undefined, { 'retry-after': '60' });
    }
  }

  const result = validateJob({ ...fields, resume: resume && { name: resume.info.name, size: resume.info.size } });
  const errors = result.ok ? {} : { ...result.errors };
  if (resumeProblem) errors.resume = MESSAGES.upload[resumeProblem];
  else if (resume && !resume.info.contentType && !errors.resume) errors.resume = MESSAGES.job.resumeType;
  if (!result.ok || Object.keys(errors).length > 0) return invalidAnswer('job', lang, errors);

  const { resume: _checked, ...answers } = result.data;
  return storeAndAnswer(context, {
    kind: 'job',
    lang,
    raw: fields,
    fields: answers,
    resume,
    futureContact: answers.consent.futureContact,
    afterStore: uploadId && isUploadId(uploadId) ? (store) => discardUpload(store, uploadId) : undefined,
  });
});

export const config: Config = {
  path: '/api/slack/apply',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
