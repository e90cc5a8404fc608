import { useEffect, useRef } from 'react';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../shared/forms/constants.ts';

/**
 * A field people never see or reach, that bots fill in. It sits off-screen rather than
 * `display: none`, which some bots skip.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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

/** Milliseconds since the form appeared; the server treats a too-quick submit as a bot's. */
export function useFillTime(): () => number {
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  return () => Date.now() - shownAt.current;
}

/** The anti-spam fields a submission carries along with the spec's payload. */
export const antiSpamFields = (honeypot: string, fillTimeMs: number) => ({
  [HONEYPOT_FIELD]: honeypot,
  [FILL_TIME_FIELD]: fillTimeMs,
});
