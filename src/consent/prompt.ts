import { $choices } from './choices.ts';
import { listenForConsentButtons } from './controls.ts';
import { deleteCookies } from './cookies.ts';
import type { Choice } from './record.ts';

/**
 * Shows an in-context consent prompt in the state of the visitor's choice: asking, or the choice
 * made and its date, with the one button that reverses it.
 *
 * Self-contained (no imports, no outer names): the page also runs it inline, right after the
 * prompt, so that a returning visitor never sees the question shift into their answer.
 */
export function showChoice(prompt: HTMLElement, choice: Choice | undefined) {
  prompt.setAttribute('data-state', choice ? (choice.granted ? 'granted' : 'refused') : 'ask');
  const status = prompt.querySelector('[data-consent-status]');
  if (!status || !choice) return;
  const date = new Intl.DateTimeFormat(prompt.getAttribute('data-intl') || undefined, {
    dateStyle: 'long',
  }).format(new Date(choice.at));
  const template = status.getAttribute(choice.granted ? 'data-granted' : 'data-refused') || '';
  status.textContent = template.replace('{{date}}', date);
}

/**
 * Keeps a prompt (`data-consent-prompt="google"`) in step with the visitor's choice, here or in
 * another tab. Its buttons are consent buttons (controls.ts); once one is pressed, focus goes to
 * the line that states the choice, which the screen reader reads.
 */
export function watchPrompt(prompt: HTMLElement) {
  listenForConsentButtons();
  const key = prompt.dataset.consentPrompt ?? '';
  const status = prompt.querySelector<HTMLElement>('[data-consent-status]');
  let shown = $choices.get()[key];
  $choices.subscribe((choices) => {
    const choice = choices[key];
    const pressedHere = prompt.contains(document.activeElement);
    showChoice(prompt, choice);
    if (choice !== shown && pressedHere) status?.focus();
    shown = choice;
  });
  // Cookies that an analytics tag of an earlier visit set without a stored consent go too.
  if (!shown?.granted) deleteCookies(prompt.dataset.consentCookies?.split(' ') ?? []);
}
