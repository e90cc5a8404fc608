import { useCallback, useSyncExternalStore } from 'react';

/** The visitor's preference for less motion, for `useMediaQuery`. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches, kept in step with the window. On the server, and during
 * hydration, it reports `false`, so the first client render matches the pre-rendered HTML.
 * @example const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
