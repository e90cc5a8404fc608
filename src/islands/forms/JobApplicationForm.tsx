import { useRef, useState } from 'react';
import { JOB_FIELDS } from '../../shared/forms/jobFields.ts';
import { answersOf, initialValues, type ContextName } from '../../shared/forms/table.ts';
import { RESUME_UPLOAD_FIELD } from '../../shared/forms/uploadProtocol.ts';
import { UploadError, uploadResume } from '../../shared/forms/uploadResume.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { translateErrors, type MessageTexts } from './fieldErrors.ts';
import { Form, FormBanner } from './Form.tsx';
import { FormFields, type FieldStrings, type SectionText } from './FormFields.tsx';
import { answerErrors, answerFaultsField, answerMessage, postForm } from './postForm.ts';
import { ResumeField } from './ResumeField.tsx';
import { SelectField } from './SelectField.tsx';
import { useForm } from './useForm.ts';
import './JobApplicationForm.css';

export interface JobApplicationStrings {
  sections: Record<string, SectionText>;
  fields: FieldStrings<typeof JOB_FIELDS>;
  optional: string;
  summaryTitle: string;
  submit: string;
  submitting: string;
  errors: { failed: string; generic: string };
}

/** A job as the application sends it, in the page's language: its context answers. */
export type JobSummary = Record<ContextName<typeof JOB_FIELDS>, string>;

interface Props {
  lang: string;
  /** Every open position by its slug, as shown in the page's language. */
  jobs: Record<string, JobSummary>;
  successUrl: string;
  strings: JobApplicationStrings;
  messages: MessageTexts;
}

/** The values by field name: the consents by their path in the schema (`consent.privacyPolicy`). */
const INITIAL = initialValues(JOB_FIELDS);

/** The job rules (zod), fetched once the form is in use. */
const jobRules = () => import('../../shared/forms/job.ts');

/** The job from `?job={slug}`; the page has sent visitors without a known one to the careers page. */
function jobFromQuery(jobs: Record<string, JobSummary>): JobSummary | undefined {
  const slug = new URLSearchParams(window.location.search).get('job');
  return slug && Object.hasOwn(jobs, slug) ? jobs[slug] : undefined;
}

/**
 * The job application. Checked on submit with the shared schema; the
 * resume travels first, in chunks with visible progress, and the application names the upload.
 */
export default function JobApplicationForm({ lang, jobs, successUrl, strings, messages }: Props) {
  const [leaving, setLeaving] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [serverError, setServerError] = useState<string>();
  // A retry after a refused application names the resume already uploaded, instead of sending up to 5 MB again.
  const uploaded = useRef<{ file: File; id: string }>(undefined);

  /** The id of this file's finished upload: the one an earlier attempt made, or a new one with visible progress. */
  async function uploadOnce(file: File): Promise<string> {
    if (uploaded.current?.file === file) return uploaded.current.id;
    const { uploadId } = await uploadResume(file, {
      lang,
      onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 1),
    });
    uploaded.current = { file, id: uploadId };
    return uploadId;
  }

  const form = useForm({
    id: 'job',
    definition: () => jobRules().then((module) => module.jobForm),
    initial: INITIAL,
    messages,
    payload: (values) => ({ ...answersOf(values), ...jobFromQuery(jobs) }),
    send: async (application, { path, antiSpam }) => {
      setServerError(undefined);
      try {
        const uploadId = await uploadOnce(application.resume as File);
        setProgress(1);
        const body = new FormData();
        for (const [name, value] of Object.entries<unknown>({ ...application, ...antiSpam })) {
          // The resume has travelled by itself: the application names its upload.
          if (value instanceof File) continue;
          body.append(
            name,
            typeof value === 'object' ? JSON.stringify(value) : String(value ?? ''),
          );
        }
        body.append(RESUME_UPLOAD_FIELD, uploadId);
        body.append('lang', lang);
        const { ok, answer } = await postForm(path, body, lang);
        if (ok) {
          setLeaving(true);
          window.location.assign(successUrl);
          return true;
        }
        // The server could not use that upload (expired, say): the next attempt sends the file again.
        if (answerFaultsField(answer, 'resume')) uploaded.current = undefined;
        setServerError(answerErrors(answer)[0] ?? answerMessage(answer) ?? strings.errors.failed);
      } catch (error) {
        setServerError(
          error instanceof UploadError && error.fromServer ? error.message : strings.errors.generic,
        );
      }
      setProgress(undefined);
      return false;
    },
    onError: () => setServerError(strings.errors.generic),
    onAdopt: ({ resume }) => {
      if (resume instanceof File) void chooseResume(resume);
    },
  });

  /** A file that breaks the rules is not accepted: the previous choice, if any, is dropped too. */
  async function chooseResume(file: File | undefined) {
    if (!file) return form.set('resume', undefined);
    let checked;
    try {
      checked = (await jobRules()).validateResume(file);
    } catch {
      // The rules could not be fetched (offline): the submit checks the file with them later.
      return form.set('resume', file);
    }
    form.set('resume', checked.ok ? file : undefined);
    if (!checked.ok)
      form.setErrors((shown) => ({ ...shown, ...translateErrors(checked.errors, messages) }));
  }

  const busy = form.submitting || leaving;

  return (
    <Form
      form={form}
      summaryTitle={strings.summaryTitle}
      submitLabel={strings.submit}
      busyLabel={strings.submitting}
      busy={busy}
      notices={serverError && <FormBanner>{serverError}</FormBanner>}
    >
      <FormFields
        fields={JOB_FIELDS}
        form={form}
        strings={strings.fields}
        optionalLabel={strings.optional}
        sections={strings.sections}
        controls={{ select: SelectField, checkbox: CheckboxField }}
        own={{
          resume: (
            <ResumeField
              id={form.idOf('resume')}
              lang={lang}
              strings={strings.fields.resume}
              file={form.values.resume as File | undefined}
              onFile={chooseResume}
              error={form.errors.resume}
              progress={progress}
              disabled={busy}
            />
          ),
        }}
      />
    </Form>
  );
}
