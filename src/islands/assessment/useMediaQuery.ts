import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in step with the window. On the server, and during
 * hydration, it reports `false`, so the first client render matches the pre-rendered HTML.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
