/**
 * A decorative line icon for the islands, as LineIcon.astro draws one for the pages: stroked in
 * the current text colour, round ends and joins; `grid` is the path's coordinate square.
 */
interface Props {
  path: string;
  size?: number;
  /** Stroke width in grid units. */
  weight?: number;
  grid?: number;
  className?: string;
}

export function LineIcon({ path, size = 24, weight = 1.8, grid = 24, className }: Props) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** A cross, on the 24 grid: close, dismiss, remove. */
export const CROSS = 'M6 6l12 12M18 6L6 18';
