/**
 * The job application and its resume. The resume comes inline (`resume`, when the request fits
 * Netlify's body limit) or as the id of a finished chunked upload (`resumeUploadId`, see
 * src/shared/forms/uploadProtocol.ts). Either way its name is cleaned (src/shared/forms/fileName.ts),
 * its bytes say what it is, and the two must agree.
 */
import type { Store } from '@netlify/blobs';
import { MAX_RESUME_BYTES } from '../../src/shared/forms/constants.ts';
import { cleanFileName } from '../../src/shared/forms/fileName.ts';
import { FORMS } from '../../src/shared/forms/forms.ts';
import type { JobApplication } from '../../src/shared/forms/job.ts';
import { MESSAGES, type MessageKey } from '../../src/shared/forms/messages.ts';
import type { FieldErrors } from '../../src/shared/forms/validate.ts';
import { declaredLength } from './body.ts';
import { mediaType } from './http.ts';
import { parseMultipart, type MultipartFile } from './multipart.ts';
import { Refusal } from './refusals.ts';
import { checkResume } from './resumeType.ts';
import type { StoredResume } from './submissions.ts';
import { finishedUpload } from './uploads.ts';

/** Room for every text field next to a full-size resume. */
const BODY_LIMIT_BYTES = MAX_RESUME_BYTES + 256 * 1024;

interface ReceivedResume {
  info: StoredResume;
  bytes: Uint8Array;
  /** The finished upload it came from, which the stored application then uses up. */
  uploadId?: string;
  /** What is wrong with the bytes of an inline file: not a resume, or not the format its name says. */
  problem?: MessageKey;
}

/** The application's text fields and its inline file, if any; a body that cannot be one is refused. */
export async function readApplication(
  req: Request,
): Promise<{ fields: Record<string, string>; file?: MultipartFile }> {
  if (mediaType(req) !== 'multipart/form-data') throw new Refusal('unsupportedType');
  if (declaredLength(req) > BODY_LIMIT_BYTES) throw new Refusal('resumeTooLarge');
  const parsed = await parseMultipart(req, {
    fileField: 'resume',
    maxFileBytes: MAX_RESUME_BYTES,
    maxFieldBytes: 20_000,
    maxFields: 40,
  });
  if (parsed.ok) return { fields: parsed.fields, file: parsed.file };
  throw new Refusal(
    parsed.reason === 'fileTooLarge'
      ? 'resumeTooLarge'
      : parsed.reason === 'tooLarge'
        ? 'tooLarge'
        : 'unreadable',
  );
}

/** The resume the application carries or names, or the message key of what is wrong with the upload it names. */
export async function receiveResume(
  store: () => Store,
  file: MultipartFile | undefined,
  uploadId: string | undefined,
): Promise<{ resume?: ReceivedResume; problem?: MessageKey }> {
  if (file && file.bytes.byteLength > 0) {
    const name = cleanFileName(file.name);
    const verdict = checkResume(name, file.bytes);
    const info = {
      name,
      size: file.bytes.byteLength,
      contentType: verdict.ok ? verdict.contentType : '',
    };
    return {
      resume: {
        info,
        bytes: file.bytes,
        ...(verdict.ok ? {} : { problem: MESSAGES.job[verdict.problem] }),
      },
    };
  }
  if (!uploadId) return {};
  const upload = await finishedUpload(store(), uploadId);
  if (!upload.ok && upload.reason === 'used') throw new Refusal('uploadUsed');
  if (!upload.ok) return { problem: MESSAGES.upload[upload.reason] };
  return { resume: { info: upload.resume, bytes: upload.bytes, uploadId } };
}

/** Checks the application with the form's schema and its resume's bytes; every problem at once, in form order. */
export function validateApplication(
  fields: Record<string, string>,
  received: { resume?: ReceivedResume; problem?: MessageKey },
): Omit<JobApplication, 'resume'> {
  const { resume, problem } = received;
  const result = FORMS.job.validate({
    ...fields,
    resume: resume && { name: resume.info.name, size: resume.info.size },
  });
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  if (problem) errors.resume = problem;
  else if (resume?.problem && !errors.resume) errors.resume = resume.problem;
  if (!result.ok || Object.keys(errors).length > 0) throw new Refusal('invalid', errors);
  const { resume: _checked, ...answers } = result.data;
  return answers;
}
