import { CONSENT_MONTHS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../config/consent';
import { MONTH_MS } from '../../consent/months';
import { showChoice } from '../../consent/prompt';
import { parseChoices } from '../../consent/record';
import { inlineScript } from '../scripts/inline-script';

/**
 * Puts the consent prompt just parsed (the element before the script) in the state of the
 * visitor's stored choice, before the first paint: the same functions the page's module runs
 * later, inlined, so the prompt never changes its height under the visitor's eyes.
 */
export const PROMPT_STATE_SCRIPT = inlineScript(`(function (prompt) {
  try {
    var choices = (${parseChoices.toString()})(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}), ${CONSENT_VERSION}, Date.now(), ${CONSENT_MONTHS * MONTH_MS});
    (${showChoice.toString()})(prompt, choices[prompt.getAttribute('data-consent-prompt')]);
  } catch (error) {}
})(document.currentScript.previousElementSibling);`);
