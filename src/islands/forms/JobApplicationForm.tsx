import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { DEFAULT_ENGLISH_LEVEL, ENGLISH_LEVELS } from '../../shared/forms/constants.ts';
import { jobForm, validateResume } from '../../shared/forms/job.ts';
import { RESUME_UPLOAD_FIELD } from '../../shared/forms/uploadProtocol.ts';
import { UploadError, uploadResume } from '../../shared/forms/uploadResume.ts';
import { antiSpamFields, Honeypot, useFillTime } from './antiSpam.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Field, FieldError, type FieldText } from './Field.tsx';
import { fieldId, translateErrors, withoutError, type ErrorTexts, type MessageTexts } from './fieldErrors.ts';
import type { LinkedTextParts } from './LinkedText.tsx';
import { answerErrors, answerFaultsField, answerMessage, postForm } from './postForm.ts';
import { ResumeField, type ResumeStrings } from './ResumeField.tsx';
import './forms.css';

const TEXT_FIELDS = ['fullName', 'email', 'phone', 'linkedin', 'github', 'portfolio', 'otherUrl', 'education', 'experience', 'additionalInfo'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const CONSENTS = ['privacyPolicy', 'referenceCheck', 'futureContact'] as const;
type Consent = (typeof CONSENTS)[number];
/** The fields in the order they appear, for the error summary. */
const ORDER = ['fullName', 'email', 'phone', 'linkedin', 'github', 'portfolio', 'otherUrl', 'education', 'experience', 'englishLevel', 'additionalInfo', 'resume', 'consent.privacyPolicy', 'consent.referenceCheck'];

export interface JobApplicationStrings {
  sections: Record<'personal' | 'links' | 'background' | 'resume' | 'consent', string>;
  fields: Record<TextField, FieldText> & { englishLevel: { label: string; options: Record<(typeof ENGLISH_LEVELS)[number], string> } };
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
  careersUrl: string;
  successUrl: string;
  strings: JobApplicationStrings;
  messages: MessageTexts;
}

const EMPTY_TEXT = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<TextField, string>;
const NO_CONSENT: Record<Consent, boolean> = { privacyPolicy: false, referenceCheck: false, futureContact: false };

/** The job from `?job={slug}`, or undefined when it is missing or unknown. */
function jobFromQuery(jobs: Record<string, JobSummary>): JobSummary | undefined {
  const slug = new URLSearchParams(window.location.search).get('job');
  return slug && Object.hasOwn(jobs, slug) ? jobs[slug] : undefined;
}

/**
 * The job application (spec sections 2-5 and 8). Checked on submit with the shared schema; the
 * resume travels first, in chunks with visible progress, and the application names the upload.
 */
export default function JobApplicationForm({ lang, jobs, careersUrl, successUrl, strings, messages }: Props) {
  const [job, setJob] = useState<JobSummary>();
  const [values, setValues] = useState(EMPTY_TEXT);
  const [englishLevel, setEnglishLevel] = useState<string>(DEFAULT_ENGLISH_LEVEL);
  const [consent, setConsent] = useState(NO_CONSENT);
  const [resume, setResume] = useState<File>();
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [serverError, setServerError] = useState<string>();
  const [honeypot, setHoneypot] = useState('');
  const inFlight = useRef(false);
  // A retry after a refused application names the resume already uploaded, instead of sending up to 5 MB again.
  const uploaded = useRef<{ file: File; id: string }>(undefined);
  const fillTime = useFillTime();
  const idOf = (field: string) => fieldId('job', field);

  useEffect(() => {
    const found = jobFromQuery(jobs);
    if (found) setJob(found);
    else window.location.replace(careersUrl);
  }, [jobs, careersUrl]);

  const clearError = (field: string) => setErrors((current) => withoutError(current, field));
  const changeText = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const changeConsent = (name: string, checked: boolean) => {
    setConsent((current) => ({ ...current, [name]: checked }));
    clearError(`consent.${name}`);
  };
  const chooseResume = (file: File | undefined) => {
    if (!file) {
      setResume(undefined);
      return;
    }
    const checked = validateResume(file);
    // A file that breaks the rules is not accepted: the previous choice, if any, is dropped too.
    setResume(checked.ok ? file : undefined);
    setErrors((current) => (checked.ok ? withoutError(current, 'resume') : { ...current, ...translateErrors(checked.errors, messages) }));
  };

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

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || !job) return;
    const application = {
      ...values,
      englishLevel,
      resume,
      consent,
      jobTitle: job.title,
      jobType: job.type,
      jobWorkType: job.workType,
      jobLocation: job.location,
    };
    const checked = jobForm.validate(application);
    if (!checked.ok) {
      setErrors(translateErrors(checked.errors, messages, ORDER));
      setAttempt((n) => n + 1);
      return;
    }
    // The schema has required it; this tells the type checker.
    if (!resume) return;
    inFlight.current = true;
    setSubmitting(true);
    setServerError(undefined);
    try {
      const uploadId = await uploadOnce(resume);
      setProgress(1);
      const form = new FormData();
      const { resume: _file, consent: _consent, ...fields } = application;
      for (const [name, value] of Object.entries({ ...fields, ...antiSpamFields(honeypot, fillTime()) })) form.append(name, String(value));
      form.append('consent', JSON.stringify(consent));
      form.append(RESUME_UPLOAD_FIELD, uploadId);
      form.append('lang', lang);
      const { ok, answer } = await postForm(jobForm.path, form, lang);
      if (ok) {
        window.location.assign(successUrl);
        return;
      }
      // The server could not use that upload (expired, say): the next attempt sends the file again.
      if (answerFaultsField(answer, 'resume')) uploaded.current = undefined;
      setServerError(answerErrors(answer)[0] ?? answerMessage(answer) ?? strings.errors.failed);
    } catch (error) {
      setServerError(error instanceof UploadError && error.fromServer ? error.message : strings.errors.generic);
    }
    setProgress(undefined);
    setSubmitting(false);
    inFlight.current = false;
  }

  const text = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      id={idOf(name)}
      name={name}
      text={strings.fields[name]}
      value={values[name]}
      onChange={changeText}
      error={errors[name]}
      optionalLabel={strings.optional}
      {...extra}
    />
  );
  const link = (name: TextField) => text(name, { type: 'url', inputMode: 'url', autoComplete: 'url' });

  return (
    <form className="form" method="post" noValidate onSubmit={submit} aria-busy={submitting}>
      <ErrorSummary title={strings.summaryTitle} errors={errors} idOf={idOf} attempt={attempt} />

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
        <div className="form-field">
          <label className="form-field__label" htmlFor={idOf('englishLevel')}>
            {strings.fields.englishLevel.label}
          </label>
          <select
            id={idOf('englishLevel')}
            name="englishLevel"
            className="form-field__control"
            required
            value={englishLevel}
            aria-invalid={errors.englishLevel ? true : undefined}
            aria-describedby={errors.englishLevel ? `${idOf('englishLevel')}-error` : undefined}
            onChange={(event) => {
              setEnglishLevel(event.target.value);
              clearError('englishLevel');
            }}
          >
            {ENGLISH_LEVELS.map((level) => (
              <option key={level} value={level}>
                {strings.fields.englishLevel.options[level]}
              </option>
            ))}
          </select>
          <FieldError id={`${idOf('englishLevel')}-error`}>{errors.englishLevel}</FieldError>
        </div>
        {text('additionalInfo', { rows: 4 })}
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{strings.sections.resume}</legend>
        <ResumeField
          id={idOf('resume')}
          lang={lang}
          strings={strings.resume}
          file={resume}
          onFile={chooseResume}
          error={errors.resume}
          progress={progress}
          disabled={submitting}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{strings.sections.consent}</legend>
        {CONSENTS.map((name) => (
          <CheckboxField
            key={name}
            id={idOf(`consent.${name}`)}
            name={name}
            label={strings.consent[name]}
            checked={consent[name]}
            onChange={changeConsent}
            error={errors[`consent.${name}`]}
            required={name !== 'futureContact'}
            optionalLabel={strings.optional}
          />
        ))}
      </fieldset>

      <Honeypot value={honeypot} onChange={setHoneypot} />
      {serverError && (
        <p className="form-banner" role="alert">
          {serverError}
        </p>
      )}
      <div className="form-actions">
        <button className="button form-submit" type="submit" disabled={submitting}>
          {submitting && <span className="form-spinner" aria-hidden="true" />}
          {submitting ? strings.submitting : strings.submit}
        </button>
      </div>
    </form>
  );
}
