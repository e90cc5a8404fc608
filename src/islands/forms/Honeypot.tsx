import { HONEYPOT_FIELD } from '../../shared/forms/constants.ts';
import './Honeypot.css';

/**
 * A field people never see or reach, that bots fill in. It sits off-screen rather than
 * `display: none`, which some bots skip.
 */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <input
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
