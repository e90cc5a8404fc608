/**
 * Fades elements in the first time each is `ratio` visible; elements that come into view together
 * follow one another `staggerMs` apart. Elements are hidden only once this has run, so without
 * JavaScript, or with reduced motion, they are simply there. A page's scripts may run after its
 * first paint: an element already on screen by then stays as the visitor saw it.
 */
export function revealInTurn(elements: Element[], ratio: number, staggerMs: number) {
  if (
    !('IntersectionObserver' in window) ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
    return;

  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries
        .filter((entry) => entry.isIntersecting && entry.intersectionRatio >= ratio)
        .map((entry) => entry.target)
        .sort((a, b) => elements.indexOf(a) - elements.indexOf(b));
      seen.forEach((element, turn) => {
        observer.unobserve(element);
        const show = () => element.setAttribute('data-reveal', 'shown');
        if (turn === 0) show();
        else window.setTimeout(show, turn * staggerMs);
      });
    },
    { threshold: ratio },
  );

  for (const element of elements) {
    const { top, bottom } = element.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) continue;
    element.setAttribute('data-reveal', 'hidden');
    observer.observe(element);
  }
}
