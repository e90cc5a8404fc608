import { FieldError } from './Field.tsx';
import './SelectField.css';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (name: string, value: string) => void;
  error?: string;
  required?: boolean;
}

/** A labelled drop-down list with its inline error. */
export function SelectField({ id, name, label, value, options, onChange, error, required }: Props) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="form-field__control"
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(name, event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
