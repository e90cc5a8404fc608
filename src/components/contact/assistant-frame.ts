/** The width from which the contact page embeds the assistant instead of offering the popup (spec: 768 px). */
const DESKTOP = '(min-width: 768px)';

/**
 * Puts the assistant iframe into `container` once the screen is desktop-wide (now or after a
 * resize). Phones never load it: below 768 px the page offers the assistant popup instead.
 */
export function mountAssistantFrame(container: HTMLElement) {
  const query = window.matchMedia(DESKTOP);
  const mount = () => {
    if (!query.matches || container.querySelector('iframe')) return;
    const frame = document.createElement('iframe');
    frame.src = container.dataset.src ?? '';
    frame.title = container.dataset.title ?? '';
    frame.loading = 'lazy';
    frame.allow = 'microphone; camera';
    // Focus that entered the frame while it was loading was dropped to the top of the page when
    // the assistant's page arrived, so keyboard users reach the frame only once it has loaded.
    frame.inert = true;
    frame.addEventListener('load', () => (frame.inert = false), { once: true });
    container.replaceChildren(frame);
  };
  mount();
  query.addEventListener('change', mount);
}
