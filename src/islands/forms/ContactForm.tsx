import { useEffect, useId, useRef, useState } from 'react';
import { CONTACT_FIELDS } from '../../shared/forms/contactFields.ts';
import { answersOf, initialValues } from '../../shared/forms/table.ts';
import type { MessageTexts } from './fieldErrors.ts';
import { Form } from './Form.tsx';
import { FormFields, type FieldStrings } from './FormFields.tsx';
import { LinkedText, type LinkedTextParts } from './LinkedText.tsx';
import { answerErrors, postForm } from './postForm.ts';
import { Toast } from './Toast.tsx';
import { useForm } from './useForm.ts';
import './ContactForm.css';

export interface ContactStrings {
  fields: FieldStrings<typeof CONTACT_FIELDS>;
  /** What the message is used for, with a link to the privacy notice: no box, the notice is informed. */
  privacy: LinkedTextParts;
  optional: string;
  summaryTitle: string;
  submit: string;
  sending: string;
  success: { title: string; message: string; dismiss: string };
  errors: { generic: string; dismiss: string };
}

interface Props {
  lang: string;
  strings: ContactStrings;
  /** Texts of the validation message keys the form may show. */
  messages: MessageTexts;
}

const EMPTY = initialValues(CONTACT_FIELDS);

/** The contact form: editing, sending, then a success overlay or a failure toast. */
export default function ContactForm({ lang, strings, messages }: Props) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const dismissRef = useRef<HTMLButtonElement>(null);
  const form = useForm({
    id: `contact${useId().replace(/:/g, '')}`,
    definition: () => import('../../shared/forms/contact.ts').then((module) => module.contactForm),
    initial: EMPTY,
    messages,
    payload: answersOf,
    send: async (payload, { path, antiSpam, reset }) => {
      setFailure(undefined);
      const { answer } = await postForm(path, { ...payload, ...antiSpam }, lang);
      if (answer.success === true) {
        reset();
        setSent(true);
      } else {
        const texts = answerErrors(answer);
        setFailure(texts.length > 0 ? texts.join('\n') : strings.errors.generic);
      }
      return false;
    },
    onError: () => setFailure(strings.errors.generic),
  });

  // Focus follows the overlay: onto its dismiss button when it opens, back to the form's first field
  // when it closes (after the render that lifts the form's `inert`).
  const overlayShown = useRef(false);
  useEffect(() => {
    if (sent) dismissRef.current?.focus();
    else if (overlayShown.current)
      document.getElementById(form.idOf(Object.keys(EMPTY)[0]!))?.focus();
    overlayShown.current = sent;
  }, [sent]);

  return (
    <div className={sent ? 'contact-form contact-form--sent' : 'contact-form'}>
      <Form
        form={form}
        className="contact-form__form"
        inert={sent}
        summaryTitle={strings.summaryTitle}
        submitLabel={strings.submit}
        busyLabel={strings.sending}
        busy={form.submitting}
      >
        <FormFields
          fields={CONTACT_FIELDS}
          form={form}
          strings={strings.fields}
          optionalLabel={strings.optional}
        />
        {/* At the point of collection, before the button (GDPR Art. 13(1), KVKK Art. 10). */}
        <p className="contact-form__privacy">
          <LinkedText {...strings.privacy} />
        </p>
      </Form>
      {sent && (
        <div className="contact-form__overlay" role="status">
          <div className="contact-form__card">
            <svg
              className="contact-form__check"
              aria-hidden="true"
              viewBox="0 0 48 48"
              width="48"
              height="48"
            >
              <circle cx="24" cy="24" r="23" fill="currentColor" />
              <path
                d="M14 24.5l7 7 13-14"
                fill="none"
                stroke="var(--color-surface)"
                strokeWidth="4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <p className="contact-form__title">{strings.success.title}</p>
            <p className="contact-form__message">{strings.success.message}</p>
            <button
              ref={dismissRef}
              type="button"
              className="button button--ghost"
              onClick={() => setSent(false)}
            >
              {strings.success.dismiss}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <Toast
          message={failure}
          dismissLabel={strings.errors.dismiss}
          onDismiss={() => setFailure(undefined)}
        />
      )}
    </div>
  );
}
