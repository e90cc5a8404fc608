import type { ReactNode } from 'react';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Honeypot } from './Honeypot.tsx';
import type { FormFrame } from './useForm.ts';
import './Form.css';

interface Props {
  /** The form's state (useForm). */
  form: FormFrame;
  summaryTitle: string;
  submitLabel: string;
  /** The button's label while the form is busy. */
  busyLabel: string;
  /** Shows the busy label and spinner; the form is sending, or leaving for its success page. */
  busy: boolean;
  /** Turns the button off without the busy label (a sent form waiting to move on). */
  disabled?: boolean;
  className?: string;
  /** The whole form out of reach, e.g. under the contact form's success overlay. */
  inert?: boolean;
  /** Submit-level messages, shown just above the button. */
  notices?: ReactNode;
  children: ReactNode;
}

/**
 * The frame the three forms share: the error summary first, the fields, the bot trap, the
 * submit-level messages and the submit button.
 */
export function Form({
  form,
  summaryTitle,
  submitLabel,
  busyLabel,
  busy,
  disabled,
  className,
  inert,
  notices,
  children,
}: Props) {
  return (
    <form
      className={className ? `form ${className}` : 'form'}
      method="post"
      noValidate
      inert={inert}
      {...form.formProps}
    >
      <ErrorSummary
        title={summaryTitle}
        errors={form.errors}
        idOf={form.idOf}
        attempt={form.attempt}
      />
      {children}
      <Honeypot {...form.honeypot} />
      {notices}
      <div className="form-actions">
        <button className="button form-submit" type="submit" disabled={busy || disabled}>
          {busy && <span className="form-spinner" aria-hidden="true" />}
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A submit-level message: an error (announced at once) or, with `success`, a confirmation. */
export function FormBanner({ success, children }: { success?: boolean; children: ReactNode }) {
  return (
    <p
      className={success ? 'form-banner form-banner--success' : 'form-banner'}
      role={success ? 'status' : 'alert'}
    >
      {children}
    </p>
  );
}
