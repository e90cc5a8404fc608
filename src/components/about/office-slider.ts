/** Time each office photo stays on screen (3000 ms). */
const OFFICE_SLIDE_INTERVAL_MS = 3000;

/**
 * Drives one office slider: advances every interval, jumps with the indicators, and stays still
 * while the pointer is over it, focus is inside it, the visitor paused it, or (until they press
 * play) when they prefer reduced motion.
 */
export function initOfficeSlider(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slide-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-slide-toggle]');
  const toggleText = toggle?.querySelector<HTMLElement>('[data-toggle-label]');
  const viewport = root.querySelector<HTMLElement>('[data-slide-viewport]');
  if (slides.length < 2 || !toggle || !toggleText || !viewport) return;

  let index = 0;
  let playing = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (next: number) => {
    index = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.classList.toggle('is-active', active);
      slide.setAttribute('aria-hidden', String(!active));
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  const schedule = () => {
    clearTimeout(timer);
    const running = playing && !hovered && !focused;
    root.toggleAttribute('data-running', running);
    // Announce slide changes only when they come from the visitor, not from the timer.
    viewport.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running) timer = setTimeout(() => (show(index + 1), schedule()), OFFICE_SLIDE_INTERVAL_MS);
  };

  const renderToggle = () => {
    toggleText.textContent = (playing ? toggle.dataset.pauseLabel : toggle.dataset.playLabel) ?? '';
    toggle.toggleAttribute('data-paused', !playing);
  };

  dots.forEach((dot, i) =>
    dot.addEventListener('click', () => {
      show(i);
      schedule();
    }),
  );
  toggle.addEventListener('click', () => {
    playing = !playing;
    renderToggle();
    schedule();
  });
  root.addEventListener('pointerenter', () => ((hovered = true), schedule()));
  root.addEventListener('pointerleave', () => ((hovered = false), schedule()));
  root.addEventListener('focusin', () => ((focused = true), schedule()));
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });

  show(0);
  renderToggle();
  schedule();
}
