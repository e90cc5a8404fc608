import { openAssistant } from '../../stores/assistant';

/**
 * Lets the page's `[data-assistant-open]` buttons (AssistantButton.astro) open the assistant: a
 * press sets the shared open state, which the popup's island follows once it has hydrated. The
 * island hydrates on the first such press (client:intent), which holds the press until then.
 */
export function listenForAssistantButtons() {
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-assistant-open]');
    if (!trigger) return;
    event.preventDefault();
    openAssistant(trigger);
  });
}
