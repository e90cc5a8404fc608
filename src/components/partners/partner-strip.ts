/** The strip's pause button, and a drag (mouse or touch) holding it still so a logo can be looked at. */
export function initPartnerStrip(strip: HTMLElement) {
  const viewport = strip.querySelector<HTMLElement>('[data-strip-viewport]');
  const toggle = strip.querySelector<HTMLButtonElement>('[data-strip-toggle]');
  toggle?.addEventListener('click', () => {
    const paused = toggle.getAttribute('aria-pressed') !== 'true';
    toggle.setAttribute('aria-pressed', String(paused));
    strip.toggleAttribute('data-paused', paused);
  });
  const release = () => strip.removeAttribute('data-dragging');
  viewport?.addEventListener('pointerdown', () => strip.setAttribute('data-dragging', ''));
  for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const)
    viewport?.addEventListener(type, release);
}
