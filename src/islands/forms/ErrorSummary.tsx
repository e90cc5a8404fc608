import { useEffect, useRef } from 'react';
import type { ErrorTexts } from './fieldErrors.ts';
import './ErrorSummary.css';

interface Props {
  title: string;
  errors: ErrorTexts;
  /** The DOM id of each field's control, to link the message to it. */
  idOf: (field: string) => string;
  /** Changes on every failed submit, so focus moves here again each time. */
  attempt: number;
}

/**
 * The list of problems shown after a failed submit. It takes focus so that screen-reader and
 * keyboard users learn at once what to fix, and each entry moves focus to its field.
 */
export function ErrorSummary({ title, errors, idOf, attempt }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  const shown = entries.length > 0;

  useEffect(() => {
    if (attempt === 0) return;
    // Focus without the browser's own scroll, which ignores the sticky header; scroll-margin does not.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, [attempt]);

  if (!shown) return null;
  return (
    <div
      className="form-summary"
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${idOf('summary')}-title`}
    >
      <p className="form-summary__title" id={`${idOf('summary')}-title`}>
        {title}
      </p>
      <ul className="form-summary__list">
        {entries.map(([field, text]) => (
          <li key={field}>
            <a
              href={`#${idOf(field)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(idOf(field))?.focus();
              }}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
