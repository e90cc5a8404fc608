import { inlineScript } from '../scripts/inline-script';

/**
 * Reveals the job named by `?job=`, as soon as the jobs are parsed; without a known job the visitor
 * goes to the careers page (the section's link to it), before anything else of the page loads.
 */
export const JOB_POSITION_SCRIPT = inlineScript(`(function (section) {
  var slug = new URLSearchParams(location.search).get('job');
  var shown = false;
  Array.prototype.forEach.call(section.querySelectorAll('[data-job]'), function (card) {
    if (card.getAttribute('data-job') !== slug) return;
    card.setAttribute('data-shown', '');
    shown = true;
  });
  if (!shown) location.replace(section.querySelector('[data-careers]').href);
})(document.currentScript.previousElementSibling);`);
