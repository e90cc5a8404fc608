import { useEffect, useRef } from 'react';
import './Toast.css';
import { CROSS, LineIcon } from '../icons/LineIcon';
import { AlertIcon } from '../icons/AlertIcon';

/** How long the failure toast stays. */
const TOAST_MS = 4000;

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
      <AlertIcon className="form-toast__icon" size={20} mark="var(--color-danger)" />
      <p className="form-toast__message">{message}</p>
      <button
        type="button"
        className="form-toast__close"
        aria-label={dismissLabel}
        onClick={onDismiss}
      >
        <LineIcon path={CROSS} size={18} weight={2.4} />
      </button>
    </div>
  );
}
