import { openAssistant } from '../../stores/assistant';

/**
 * Lets a `[data-assistant-open]` button (AssistantButton.astro) open the assistant: a press sets
 * the shared open state, which the popup's island follows once it has hydrated. The island
 * hydrates on the first such press (client:intent), which holds the press until then.
 */
export function opensAssistant(button: HTMLElement) {
  button.addEventListener('click', (event) => {
    event.preventDefault();
    openAssistant(button);
  });
}
