import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true the first time the element is at least `ratio` visible, and stays true.
 * @example const [ref, seen] = useInViewOnce<HTMLDivElement>(0.25);
 */
export function useInViewOnce<E extends Element>(ratio: number) {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= ratio)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: ratio },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ratio, seen]);

  return [ref, seen] as const;
}
