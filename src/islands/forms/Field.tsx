import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import './Field.css';
import { AlertIcon } from '../icons/AlertIcon';

/** A field's visible texts. */
export interface FieldText {
  label: string;
  placeholder?: string;
  hint?: string;
}

interface Props {
  id: string;
  name: string;
  text: FieldText;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string;
  required?: boolean;
  /** Shown after the label of optional fields, e.g. "optional". */
  optionalLabel?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** Renders a multi-line text area with this many rows. */
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}

/** A labelled text input or text area with its hint and inline error, wired for assistive technology. */
export function Field({
  id,
  name,
  text,
  value,
  onChange,
  error,
  required,
  optionalLabel,
  type = 'text',
  rows,
  ...rest
}: Props) {
  const hintId = text.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name,
    value,
    required,
    placeholder: text.placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(name, event.target.value),
    className: 'form-field__control',
    autoComplete: rest.autoComplete,
    maxLength: rest.maxLength,
    disabled: rest.disabled,
  };
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {text.label}
        {!required && optionalLabel && (
          <span className="form-field__optional"> ({optionalLabel})</span>
        )}
      </label>
      {text.hint && (
        <p className="form-field__hint" id={hintId}>
          {text.hint}
        </p>
      )}
      {rows ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input {...shared} type={type} inputMode={rest.inputMode} />
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A field's error text; renders nothing when there is none. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-field__error" id={id}>
      <AlertIcon size={16} mark="var(--color-surface)" />
      <span>{children}</span>
    </p>
  );
}
