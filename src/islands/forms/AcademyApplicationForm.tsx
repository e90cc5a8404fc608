import { useRef, useState, type SubmitEvent } from 'react';
import { academyForm } from '../../shared/forms/academy.ts';
import { antiSpamFields, Honeypot, useFillTime } from './antiSpam.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Field, type FieldText } from './Field.tsx';
import { fieldId, translateErrors, withoutError, type ErrorTexts, type MessageTexts } from './fieldErrors.ts';
import type { LinkedTextParts } from './LinkedText.tsx';
import { answerMessage, postForm } from './postForm.ts';
import { useAnalyticsTag } from './useAnalyticsTag.ts';
import './forms.css';

/** The wait between a successful submit and the success page (spec section 9). */
export const SUCCESS_REDIRECT_MS = 2000;

const TEXT_FIELDS = ['fullName', 'email', 'phone', 'linkedin', 'education', 'experience', 'motivation'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const ORDER = [...TEXT_FIELDS, 'agreeToTerms'];

export interface AcademyStrings {
  course: string;
  back: string;
  fields: Record<TextField, FieldText>;
  agreeToTerms: LinkedTextParts;
  optional: string;
  summaryTitle: string;
  submit: string;
  submitting: string;
  sent: string;
  errors: { failed: string; submit: string };
}

interface Props {
  lang: string;
  course: { id: string; title: string };
  /** Where the back button goes when there is no page to go back to. */
  academyUrl: string;
  /** The success page; the course travels in its query. */
  successUrl: string;
  /** The web-analytics measurement id; no tag loads without one. */
  analyticsId?: string;
  strings: AcademyStrings;
  messages: MessageTexts;
}

const EMPTY = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<TextField, string>;

/** The course application (spec sections 2-5 and 8): idle, submitting, then success or an error banner. */
export default function AcademyApplicationForm({ lang, course, academyUrl, successUrl, analyticsId, strings, messages }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const [honeypot, setHoneypot] = useState('');
  const inFlight = useRef(false);
  const fillTime = useFillTime();
  const idOf = (field: string) => fieldId('academy', field);
  useAnalyticsTag(analyticsId);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutError(current, name));
  };

  const goBack = () => {
    // The Navigation API counts only this site's pages, so a visitor who arrived from elsewhere
    // (or in a new tab) goes to the academy instead of leaving the site.
    const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
    const canGoBack = navigation ? navigation.canGoBack : window.history.length > 1;
    if (canGoBack) window.history.back();
    else window.location.assign(academyUrl);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const application = { ...values, agreeToTerms, courseTitle: course.title, courseId: course.id };
    const checked = academyForm.validate(application);
    if (!checked.ok) {
      setErrors(translateErrors(checked.errors, messages, ORDER));
      setAttempt((n) => n + 1);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      const { ok, answer } = await postForm(academyForm.path, { ...application, ...antiSpamFields(honeypot, fillTime()) }, lang);
      if (!ok) throw new Error(answerMessage(answer) ?? strings.errors.failed);
      setSent(true);
      setTimeout(() => window.location.assign(successUrl), SUCCESS_REDIRECT_MS);
    } catch (error) {
      // A failed request (offline) carries the browser's own English text: show ours instead.
      const own = error instanceof Error && !(error instanceof TypeError) ? error.message : '';
      setSubmitError(own || strings.errors.submit);
      inFlight.current = false;
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      id={idOf(name)}
      name={name}
      text={strings.fields[name]}
      value={values[name]}
      onChange={change}
      error={errors[name]}
      optionalLabel={strings.optional}
      disabled={sent}
      {...extra}
    />
  );

  return (
    <div className="academy-application">
      <div className="academy-application__head">
        <button type="button" className="button button--ghost academy-application__back" onClick={goBack}>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
            <path d="M12.5 4.5 7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {strings.back}
        </button>
        <p className="academy-application__course">
          <span>{strings.course}</span> {course.title}
        </p>
      </div>
      <form className="form" method="post" noValidate onSubmit={submit} aria-busy={submitting}>
        <ErrorSummary title={strings.summaryTitle} errors={errors} idOf={idOf} attempt={attempt} />
        {field('fullName', { required: true, autoComplete: 'name' })}
        <div className="form-grid">
          {field('email', { required: true, type: 'email', autoComplete: 'email' })}
          {field('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
        </div>
        {field('linkedin', { type: 'url', inputMode: 'url', autoComplete: 'url' })}
        {field('education')}
        {field('experience', { rows: 3 })}
        {field('motivation', { required: true, rows: 5 })}
        <CheckboxField
          id={idOf('agreeToTerms')}
          name="agreeToTerms"
          label={strings.agreeToTerms}
          checked={agreeToTerms}
          onChange={(_name, checked) => {
            setAgreeToTerms(checked);
            setErrors((current) => withoutError(current, 'agreeToTerms'));
          }}
          error={errors.agreeToTerms}
          required
        />
        <Honeypot value={honeypot} onChange={setHoneypot} />
        {submitError && (
          <p className="form-banner" role="alert">
            {submitError}
          </p>
        )}
        {sent && (
          <p className="form-banner form-banner--success" role="status">
            {strings.sent}
          </p>
        )}
        <div className="form-actions">
          <button className="button form-submit" type="submit" disabled={submitting || sent}>
            {submitting && <span className="form-spinner" aria-hidden="true" />}
            {submitting ? strings.submitting : strings.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
