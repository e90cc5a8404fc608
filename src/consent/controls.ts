import { choose, loadOnce } from './choices.ts';
import { deleteCookies } from './cookies.ts';

/**
 * The consent buttons, wherever they are on the page (a placeholder, a prompt, the settings; in a
 * static component or an island), work through their data attributes:
 * - `data-consent-load="maps"`: load the provider's content this time only;
 * - `data-consent-allow="maps"`: allow the provider for good (stored);
 * - `data-consent-refuse="google"`: refuse or withdraw (stored), deleting the cookies named by
 *   `data-consent-cookies` ("_ga _ga_ABC123").
 * Listening on the document lets one listener serve buttons an island renders later.
 */
function onClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest<HTMLElement>(
    '[data-consent-load], [data-consent-allow], [data-consent-refuse]',
  );
  if (!button) return;
  const { consentLoad, consentAllow, consentRefuse, consentCookies } = button.dataset;
  if (consentLoad) loadOnce(consentLoad);
  else if (consentAllow) choose(consentAllow, true);
  else if (consentRefuse) {
    choose(consentRefuse, false);
    deleteCookies(consentCookies?.split(' ').filter(Boolean) ?? []);
  }
}

let listening = false;

/** Starts handling the consent buttons of the page (once, however many modules ask). */
export function listenForConsentButtons() {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick);
}
