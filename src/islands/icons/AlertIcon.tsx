/**
 * An exclamation mark in a disc of the current text colour, on the 20 grid: a field's error and the
 * form's error toast. `mark` colours the exclamation mark.
 */
export function AlertIcon({
  size,
  mark,
  className,
}: {
  size: number;
  mark: string;
  className?: string;
}) {
  return (
    <svg className={className} aria-hidden="true" viewBox="0 0 20 20" width={size} height={size}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5.5v5.5M10 13.6v.9" stroke={mark} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
