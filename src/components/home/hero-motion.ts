/**
 * The home hero's motion: the rotating action word (every 3000 ms) and the star field.
 * Both run only while the hero is on screen, the tab is visible, the visitor has not paused
 * them and prefers-reduced-motion is not set; under reduced motion no star is drawn at all.
 * The hero's `data-motion` attribute says which: running, paused or stopped.
 */
import { createStarField } from './star-field';

const WORD_INTERVAL_MS = 3000;

export function startHeroMotion(hero: HTMLElement) {
  const canvas = hero.querySelector<HTMLCanvasElement>('[data-star-field]');
  const words = [...hero.querySelectorAll<HTMLElement>('[data-word]')];
  const toggle = hero.querySelector<HTMLButtonElement>('[data-motion-toggle]');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const stars = canvas ? createStarField(canvas) : undefined;

  let onScreen = true;
  let paused = false;
  let wordTimer = 0;
  let current = 0;

  const showWord = (index: number) => {
    words[current]?.removeAttribute('data-active');
    current = index % words.length;
    words[current]?.setAttribute('data-active', '');
  };

  const update = () => {
    const reduced = reducedMotion.matches;
    const running = !reduced && !paused && onScreen && !document.hidden;
    hero.dataset.motion = reduced ? 'stopped' : running ? 'running' : 'paused';
    if (toggle) toggle.hidden = reduced;
    if (running) {
      stars?.start();
      if (!wordTimer && words.length > 1)
        wordTimer = window.setInterval(() => showWord(current + 1), WORD_INTERVAL_MS);
    } else {
      stars?.stop();
      window.clearInterval(wordTimer);
      wordTimer = 0;
    }
  };

  const layout = () => {
    if (!canvas || !stars) return;
    if (reducedMotion.matches) {
      canvas.width = 0;
      canvas.dataset.particles = '0';
      return;
    }
    stars.resize();
  };

  // The canvas is sized and the stars scattered once the first frame is painted (the observer's
  // first call does it): sizing forces a layout, which would otherwise hold back that frame.
  if (reducedMotion.matches) layout();
  requestAnimationFrame(() =>
    requestAnimationFrame(() => new ResizeObserver(layout).observe(hero)),
  );
  new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    update();
  }).observe(hero);
  document.addEventListener('visibilitychange', update);
  reducedMotion.addEventListener('change', () => {
    if (reducedMotion.matches) showWord(0);
    layout();
    update();
  });
  toggle?.addEventListener('click', () => {
    paused = !paused;
    toggle.setAttribute('aria-pressed', String(paused));
    update();
  });
  update();
}
