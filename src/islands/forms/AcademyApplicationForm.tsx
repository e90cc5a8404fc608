import { useState } from 'react';
import { CheckboxField } from './CheckboxField.tsx';
import { Field, type FieldText } from './Field.tsx';
import type { MessageTexts } from './fieldErrors.ts';
import { Form, FormBanner } from './Form.tsx';
import type { LinkedTextParts } from './LinkedText.tsx';
import { answerMessage, postForm } from './postForm.ts';
import { useAnalyticsTag, type AnalyticsSettings } from './useAnalyticsTag.ts';
import { useForm } from './useForm.ts';
import './AcademyApplicationForm.css';

/** The wait between a successful submit and the success page (spec section 9). */
export const SUCCESS_REDIRECT_MS = 2000;

const TEXT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'linkedin',
  'education',
  'experience',
  'motivation',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

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
  /** The web analytics; no tag loads without them (no measurement id) or before the visitor allows it. */
  analytics?: AnalyticsSettings;
  strings: AcademyStrings;
  messages: MessageTexts;
}

const INITIAL = {
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<TextField, string>),
  agreeToTerms: false,
};

/** The course application (spec sections 2-5 and 8): idle, submitting, then success or an error banner. */
export default function AcademyApplicationForm({
  lang,
  course,
  academyUrl,
  successUrl,
  analytics,
  strings,
  messages,
}: Props) {
  const [sent, setSent] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  useAnalyticsTag(analytics);
  const form = useForm({
    id: 'academy',
    definition: () => import('../../shared/forms/academy.ts').then((module) => module.academyForm),
    initial: INITIAL,
    messages,
    payload: (values) => ({ ...values, courseTitle: course.title, courseId: course.id }),
    send: async (payload, { path, antiSpam }) => {
      setSubmitError(undefined);
      const { ok, answer } = await postForm(path, { ...payload, ...antiSpam }, lang);
      if (!ok) throw new Error(answerMessage(answer) ?? strings.errors.failed);
      setSent(true);
      setTimeout(() => window.location.assign(successUrl), SUCCESS_REDIRECT_MS);
      return true;
    },
    // A failed request (offline) carries the browser's own English text: show ours instead.
    onError: (error) =>
      setSubmitError(
        (error instanceof Error && !(error instanceof TypeError) && error.message) ||
          strings.errors.submit,
      ),
  });

  const goBack = () => {
    // The Navigation API counts only this site's pages, so a visitor who arrived from elsewhere
    // (or in a new tab) goes to the academy instead of leaving the site.
    const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
    const canGoBack = navigation ? navigation.canGoBack : window.history.length > 1;
    if (canGoBack) window.history.back();
    else window.location.assign(academyUrl);
  };

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      {...form.field(name)}
      text={strings.fields[name]}
      optionalLabel={strings.optional}
      disabled={sent}
      {...extra}
    />
  );

  return (
    <div className="academy-application">
      <div className="academy-application__head">
        <button
          type="button"
          className="button button--ghost academy-application__back"
          onClick={goBack}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
            <path
              d="M12.5 4.5 7 10l5.5 5.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {strings.back}
        </button>
        <p className="academy-application__course">
          <span>{strings.course}</span> {course.title}
        </p>
      </div>
      <Form
        form={form}
        summaryTitle={strings.summaryTitle}
        submitLabel={strings.submit}
        busyLabel={strings.submitting}
        busy={form.submitting}
        disabled={sent}
        notices={
          <>
            {submitError && <FormBanner>{submitError}</FormBanner>}
            {sent && <FormBanner success>{strings.sent}</FormBanner>}
          </>
        }
      >
        {field('fullName', { required: true, autoComplete: 'name' })}
        <div className="form-grid">
          {field('email', { required: true, type: 'email', autoComplete: 'email' })}
          {field('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
        </div>
        {field('linkedin', { type: 'url', inputMode: 'url', autoComplete: 'url' })}
        {field('education')}
        {field('experience', { rows: 3 })}
        {field('motivation', { required: true, rows: 5 })}
        <CheckboxField {...form.check('agreeToTerms')} label={strings.agreeToTerms} required />
      </Form>
    </div>
  );
}
