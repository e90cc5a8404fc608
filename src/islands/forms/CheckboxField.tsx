import { FieldError } from './Field.tsx';
import { LinkedText, type LinkedTextParts } from './LinkedText.tsx';
import './CheckboxField.css';

interface Props {
  id: string;
  name: string;
  label: LinkedTextParts;
  checked: boolean;
  onChange: (name: string, checked: boolean) => void;
  error?: string;
  required?: boolean;
  optionalLabel?: string;
}

/** A consent checkbox whose label links to the policy it refers to. */
export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChange,
  error,
  required,
  optionalLabel,
}: Props) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'form-check form-check--invalid' : 'form-check'}>
      <div className="form-check__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="form-check__box"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(name, event.target.checked)}
        />
        <label htmlFor={id} className="form-check__label">
          <LinkedText {...label} />
          {!required && optionalLabel && (
            <span className="form-field__optional"> ({optionalLabel})</span>
          )}
        </label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
