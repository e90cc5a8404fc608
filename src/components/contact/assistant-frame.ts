import { consentFrame } from '../../consent/frames';

/** The width from which the contact page embeds the assistant instead of offering the popup (768 px). */
const DESKTOP = '(min-width: 768px)';

/**
 * Puts the assistant iframe into `container` once the visitor has allowed it (its placeholder
 * asks) and the screen is desktop-wide (now or after a resize). Phones never load it: below
 * 768 px the page offers the assistant popup instead.
 */
export function mountAssistantFrame(container: HTMLElement) {
  const query = window.matchMedia(DESKTOP);
  const update = consentFrame(
    container,
    {
      src: container.dataset.src ?? '',
      title: container.dataset.title ?? '',
      allow: 'microphone; camera',
    },
    () => query.matches,
  );
  query.addEventListener('change', update);
}
