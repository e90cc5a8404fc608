import { useEffect, useRef } from 'react';
import './Toast.css';

/** How long the failure toast stays (spec section 9). */
export const TOAST_MS = 4000;

interface Props {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * An error notice that closes itself after TOAST_MS. The countdown waits while the pointer or the
 * keyboard focus is on the toast, so nobody loses a message they are still reading.
 */
export function Toast({ message, dismissLabel, onDismiss }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismiss.current(), TOAST_MS);
  };
  const pause = () => clearTimeout(timer.current);

  useEffect(() => {
    start();
    return pause;
  }, [message]);

  return (
    <div
      className="form-toast"
      role="alert"
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <svg
        className="form-toast__icon"
        aria-hidden="true"
        viewBox="0 0 20 20"
        width="20"
        height="20"
      >
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path
          d="M10 5.5v5.5M10 13.6v.9"
          stroke="var(--color-danger)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p className="form-toast__message">{message}</p>
      <button
        type="button"
        className="form-toast__close"
        aria-label={dismissLabel}
        onClick={onDismiss}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
