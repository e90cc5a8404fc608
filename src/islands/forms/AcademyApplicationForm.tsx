import { useState } from 'react';
import { ACADEMY_FIELDS } from '../../shared/forms/academyFields.ts';
import { answersOf, initialValues, type ContextName } from '../../shared/forms/table.ts';
import { CheckboxField } from './CheckboxField.tsx';
import type { MessageTexts } from './fieldErrors.ts';
import { Form, FormBanner } from './Form.tsx';
import { FormFields, type FieldStrings } from './FormFields.tsx';
import { answerMessage, postForm } from './postForm.ts';
import { useAnalyticsTag, type AnalyticsSettings } from './useAnalyticsTag.ts';
import { useForm } from './useForm.ts';
import './AcademyApplicationForm.css';
import { LineIcon } from '../icons/LineIcon';

/** The wait between a successful submit and the success page. */
const SUCCESS_REDIRECT_MS = 2000;

export interface AcademyStrings {
  course: string;
  back: string;
  fields: FieldStrings<typeof ACADEMY_FIELDS>;
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

const INITIAL = initialValues(ACADEMY_FIELDS);

/** The course application: idle, submitting, then success or an error banner. */
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
    payload: (values) => ({
      ...answersOf(values),
      ...({ courseTitle: course.title, courseId: course.id } satisfies Record<
        ContextName<typeof ACADEMY_FIELDS>,
        string
      >),
    }),
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

  return (
    <div className="academy-application">
      <div className="academy-application__head">
        <button
          type="button"
          className="button button--ghost academy-application__back"
          onClick={goBack}
        >
          <LineIcon path="M12.5 4.5 7 10l5.5 5.5" grid={20} size={18} weight={2} />
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
        <FormFields
          fields={ACADEMY_FIELDS}
          form={form}
          strings={strings.fields}
          optionalLabel={strings.optional}
          controls={{ checkbox: CheckboxField }}
          disabled={sent}
        />
      </Form>
    </div>
  );
}
