import { useRef, useState } from 'react';
import { DEFAULT_ENGLISH_LEVEL, ENGLISH_LEVELS } from '../../shared/forms/constants.ts';
import { RESUME_UPLOAD_FIELD } from '../../shared/forms/uploadProtocol.ts';
import { UploadError, uploadResume } from '../../shared/forms/uploadResume.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { Field, type FieldText } from './Field.tsx';
import { translateErrors, type MessageTexts } from './fieldErrors.ts';
import { Form, FormBanner } from './Form.tsx';
import type { LinkedTextParts } from './LinkedText.tsx';
import { answerErrors, answerFaultsField, answerMessage, postForm } from './postForm.ts';
import { ResumeField, type ResumeStrings } from './ResumeField.tsx';
import { SelectField } from './SelectField.tsx';
import { useForm } from './useForm.ts';
import './JobApplicationForm.css';

const TEXT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'linkedin',
  'github',
  'portfolio',
  'otherUrl',
  'education',
  'experience',
  'additionalInfo',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const CONSENTS = ['privacyPolicy', 'referenceCheck', 'futureContact'] as const;
type Consent = (typeof CONSENTS)[number];
/** The fields in the order they appear, for the error summary. */
const ORDER = [
  'fullName',
  'email',
  'phone',
  'linkedin',
  'github',
  'portfolio',
  'otherUrl',
  'education',
  'experience',
  'englishLevel',
  'additionalInfo',
  'resume',
  'consent.privacyPolicy',
  'consent.referenceCheck',
];

export interface JobApplicationStrings {
  sections: Record<'personal' | 'links' | 'background' | 'resume' | 'consent', string>;
  fields: Record<TextField, FieldText> & {
    englishLevel: { label: string; options: Record<(typeof ENGLISH_LEVELS)[number], string> };
  };
  linksHint: string;
  resume: ResumeStrings;
  consent: Record<Consent, LinkedTextParts>;
  optional: string;
  summaryTitle: string;
  submit: string;
  submitting: string;
  errors: { failed: string; generic: string };
}

/** A job as the application sends it, in the page's language. */
export interface JobSummary {
  title: string;
  type: string;
  workType: string;
  location: string;
}

interface Props {
  lang: string;
  /** Every open position by its slug, as shown in the page's language. */
  jobs: Record<string, JobSummary>;
  successUrl: string;
  strings: JobApplicationStrings;
  messages: MessageTexts;
}

/** The values by field path: the consents are named as the schema nests them (`consent.privacyPolicy`). */
const INITIAL = {
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<TextField, string>),
  englishLevel: DEFAULT_ENGLISH_LEVEL as string,
  resume: undefined as File | undefined,
  ...(Object.fromEntries(CONSENTS.map((name) => [`consent.${name}`, false])) as Record<
    `consent.${Consent}`,
    boolean
  >),
};
type Values = typeof INITIAL;

/** The job rules (zod), fetched once the form is in use. */
const jobRules = () => import('../../shared/forms/job.ts');

/** The job from `?job={slug}`; the page has sent visitors without a known one to the careers page. */
function jobFromQuery(jobs: Record<string, JobSummary>): JobSummary | undefined {
  const slug = new URLSearchParams(window.location.search).get('job');
  return slug && Object.hasOwn(jobs, slug) ? jobs[slug] : undefined;
}

const applicationOf = (values: Values, job: JobSummary | undefined) => ({
  ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])),
  englishLevel: values.englishLevel,
  resume: values.resume,
  consent: Object.fromEntries(CONSENTS.map((name) => [name, values[`consent.${name}`]])),
  jobTitle: job?.title,
  jobType: job?.type,
  jobWorkType: job?.workType,
  jobLocation: job?.location,
});

/**
 * The job application (spec sections 2-5 and 8). Checked on submit with the shared schema; the
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
    order: ORDER,
    payload: (values) => applicationOf(values, jobFromQuery(jobs)),
    send: async (application, { path, antiSpam }) => {
      setServerError(undefined);
      try {
        const uploadId = await uploadOnce(application.resume as File);
        setProgress(1);
        const body = new FormData();
        const { resume: _file, consent, ...fields } = application;
        for (const [name, value] of Object.entries({ ...fields, ...antiSpam }))
          body.append(name, String(value ?? ''));
        body.append('consent', JSON.stringify(consent));
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
      if (resume) void chooseResume(resume);
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

  const text = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      {...form.field(name)}
      text={strings.fields[name]}
      optionalLabel={strings.optional}
      {...extra}
    />
  );
  const link = (name: TextField) =>
    text(name, { type: 'url', inputMode: 'url', autoComplete: 'url' });
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
      <fieldset className="form-section">
        <legend className="form-section__legend">{strings.sections.personal}</legend>
        {text('fullName', { required: true, autoComplete: 'name' })}
        <div className="form-grid">
          {text('email', { required: true, type: 'email', autoComplete: 'email' })}
          {text('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{strings.sections.links}</legend>
        <p className="form-section__hint">{strings.linksHint}</p>
        <div className="form-grid">
          {link('linkedin')}
          {link('github')}
          {link('portfolio')}
          {link('otherUrl')}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{strings.sections.background}</legend>
        {text('education', { rows: 2 })}
        {text('experience', { rows: 4 })}
        <SelectField
          {...form.field('englishLevel')}
          label={strings.fields.englishLevel.label}
          options={ENGLISH_LEVELS.map((level) => ({
            value: level,
            label: strings.fields.englishLevel.options[level],
          }))}
          required
        />
        {text('additionalInfo', { rows: 4 })}
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{strings.sections.resume}</legend>
        <ResumeField
          id={form.idOf('resume')}
          lang={lang}
          strings={strings.resume}
          file={form.values.resume}
          onFile={chooseResume}
          error={form.errors.resume}
          progress={progress}
          disabled={busy}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{strings.sections.consent}</legend>
        {CONSENTS.map((name) => (
          <CheckboxField
            key={name}
            {...form.check(`consent.${name}`)}
            label={strings.consent[name]}
            required={name !== 'futureContact'}
            optionalLabel={strings.optional}
          />
        ))}
      </fieldset>
    </Form>
  );
}
