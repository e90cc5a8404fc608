import { $choices } from './choices.ts';
import { listenForConsentButtons } from './controls.ts';
import { deleteCookies } from './cookies.ts';
import type { Choices } from './record.ts';

/**
 * The privacy settings (PrivacySettings.astro): each provider that needs consent shows the
 * visitor's choice and its date, and "Allow" and "Refuse" buttons, pressed as the choice is. A
 * press applies at once (controls.ts), here and in the site's other open tabs.
 */
export function watchSettings(root: HTMLElement) {
  listenForConsentButtons();
  const dates = new Intl.DateTimeFormat(root.dataset.intl, { dateStyle: 'long' });
  const rows = [...root.querySelectorAll<HTMLElement>('[data-consent-setting]')];
  const show = (choices: Choices) => {
    for (const row of rows) {
      const choice = choices[row.dataset.consentSetting ?? ''];
      const pressed = (selector: string, value: boolean) =>
        row.querySelector(selector)?.setAttribute('aria-pressed', String(value));
      pressed('[data-consent-allow]', choice?.granted === true);
      pressed('[data-consent-refuse]', choice?.granted === false);
      const state = row.querySelector<HTMLElement>('[data-consent-state]');
      if (!state) continue;
      const template = choice ? (choice.granted ? root.dataset.allowed : root.dataset.refused) : '';
      state.textContent = choice
        ? (template ?? '').replace('{{date}}', dates.format(new Date(choice.at)))
        : (root.dataset.notChosen ?? '');
    }
  };
  $choices.subscribe(show);
  // Cookies that an analytics tag of an earlier visit set without a stored consent go too.
  for (const row of rows)
    if ($choices.get()[row.dataset.consentSetting ?? '']?.granted !== true)
      deleteCookies(
        row
          .querySelector<HTMLElement>('[data-consent-cookies]')
          ?.dataset.consentCookies?.split(' ') ?? [],
      );
}
