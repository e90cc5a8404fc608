import { inlineScript } from '../scripts/inline-script';

/** Reveals the job named by `?job=`, as soon as the jobs are parsed. */
export const JOB_POSITION_SCRIPT = inlineScript(`(function (cards) {
  var slug = new URLSearchParams(location.search).get('job');
  Array.prototype.forEach.call(cards.querySelectorAll('[data-job]'), function (card) {
    if (card.getAttribute('data-job') === slug) card.setAttribute('data-shown', '');
  });
})(document.currentScript.previousElementSibling);`);
