import { atom } from 'nanostores';

/** Whether the AI assistant popup is open. Any island may open it; one popup per page listens. */
export const $assistantOpen = atom(false);

// The element that opened the popup, so focus can go back to it when the popup closes.
let opener: HTMLElement | null = null;

/**
 * Opens the assistant popup and remembers who asked, for focus return.
 * @example <button onClick={(event) => openAssistant(event.currentTarget)}>Ask AI</button>
 */
export function openAssistant(from?: HTMLElement | null) {
  opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  $assistantOpen.set(true);
}

export function closeAssistant() {
  $assistantOpen.set(false);
}

/** The element focus should return to once the popup has closed (read once). */
export function takeAssistantOpener(): HTMLElement | null {
  const target = opener;
  opener = null;
  return target?.isConnected ? target : null;
}
