import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { contactForm } from '../../shared/forms/contact.ts';
import { antiSpamFields, Honeypot, useFillTime } from './antiSpam.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Field, type FieldText } from './Field.tsx';
import { fieldId, translateErrors, withoutError, type ErrorTexts, type MessageTexts } from './fieldErrors.ts';
import { answerErrors, postForm } from './postForm.ts';
import { Toast } from './Toast.tsx';
import './forms.css';

export interface ContactStrings {
  fields: Record<'name' | 'email' | 'company' | 'message', FieldText>;
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

const EMPTY = { name: '', email: '', company: '', message: '' };
type Values = typeof EMPTY;

/** The contact form: editing, sending, then a success overlay or a failure toast (spec section 4). */
export default function ContactForm({ lang, strings, messages }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [honeypot, setHoneypot] = useState('');
  const fillTime = useFillTime();
  const inFlight = useRef(false);
  const dismissRef = useRef<HTMLButtonElement>(null);
  const prefix = `contact${useId().replace(/:/g, '')}`;
  const idOf = (field: string) => fieldId(prefix, field);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutError(current, name));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = contactForm.validate(values);
    if (!checked.ok) {
      setErrors(translateErrors(checked.errors, messages));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure(undefined);
    inFlight.current = true;
    setSending(true);
    try {
      const { answer } = await postForm(contactForm.path, { ...values, ...antiSpamFields(honeypot, fillTime()) }, lang);
      if (answer.success === true) {
        setValues(EMPTY);
        setSent(true);
      } else {
        const texts = answerErrors(answer);
        setFailure(texts.length > 0 ? texts.join('\n') : strings.errors.generic);
      }
    } catch {
      setFailure(strings.errors.generic);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  // Focus follows the overlay: onto its dismiss button when it opens, back to the form when it closes
  // (after the render that lifts the form's `inert`).
  const overlayShown = useRef(false);
  useEffect(() => {
    if (sent) dismissRef.current?.focus();
    else if (overlayShown.current) document.getElementById(idOf('name'))?.focus();
    overlayShown.current = sent;
  }, [sent]);

  const field = (name: keyof Values, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      id={idOf(name)}
      name={name}
      text={strings.fields[name]}
      value={values[name]}
      onChange={change}
      error={errors[name]}
      required={name !== 'company'}
      optionalLabel={strings.optional}
      {...extra}
    />
  );

  return (
    <div className={sent ? 'contact-form contact-form--sent' : 'contact-form'}>
      <form className="form contact-form__form" method="post" noValidate onSubmit={submit} inert={sent} aria-busy={sending}>
        <ErrorSummary title={strings.summaryTitle} errors={errors} idOf={idOf} attempt={attempt} />
        <div className="form-grid">
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
        </div>
        {field('company', { autoComplete: 'organization' })}
        {field('message', { rows: 6 })}
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <div className="form-actions">
          <button className="button form-submit" type="submit" disabled={sending}>
            {sending && <span className="form-spinner" aria-hidden="true" />}
            {sending ? strings.sending : strings.submit}
          </button>
        </div>
      </form>
      {sent && (
        <div className="contact-form__overlay" role="status">
          <div className="contact-form__card">
            <svg className="form-check-mark" aria-hidden="true" viewBox="0 0 48 48" width="48" height="48">
              <circle cx="24" cy="24" r="23" fill="currentColor" />
              <path d="M14 24.5l7 7 13-14" fill="none" stroke="var(--color-surface)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p className="contact-form__title">{strings.success.title}</p>
            <p className="contact-form__message">{strings.success.message}</p>
            <button ref={dismissRef} type="button" className="button button--ghost" onClick={() => setSent(false)}>
              {strings.success.dismiss}
            </button>
          </div>
        </div>
      )}
      {failure && <Toast message={failure} dismissLabel={strings.errors.dismiss} onDismiss={() => setFailure(undefined)} />}
    </div>
  );
}
