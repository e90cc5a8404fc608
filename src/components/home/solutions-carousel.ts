/**
 * The solutions carousel: at most one card expanded; a click on the expanded card collapses it.
 * The arrow buttons scroll the row by one card.
 */
export function startSolutions(section: HTMLElement) {
  const root = section.querySelector<HTMLElement>('[data-solutions]')!;
  const arrows = section.querySelectorAll<HTMLButtonElement>('[data-solutions-step]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-solution]')];

  const setExpanded = (card: HTMLElement, expanded: boolean) => {
    card.toggleAttribute('data-expanded', expanded);
    card.querySelector('[data-solution-toggle]')?.setAttribute('aria-expanded', String(expanded));
    const details = card.querySelector<HTMLElement>('[data-solution-details]');
    if (details) details.hidden = !expanded;
  };

  for (const card of cards) {
    card.querySelector('[data-solution-toggle]')?.addEventListener('click', () => {
      const expand = !card.hasAttribute('data-expanded');
      for (const other of cards) setExpanded(other, other === card && expand);
      if (expand) card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  }

  for (const arrow of arrows) {
    arrow.addEventListener('click', () => {
      const step = Number(arrow.dataset.solutionsStep ?? 1);
      const width = cards[0]?.offsetWidth ?? root.clientWidth;
      root.scrollBy({
        left: step * width,
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    });
  }
}
