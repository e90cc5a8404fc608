import { inlineScript } from '../components/scripts/inline-script';
import { BEHAVIOURS_ATTR, HELD_PRESSES, UNDRIVEN } from './attributes';

/**
 * Starts the page's behaviour scripts and its islands' runtime once it has painted its first text
 * and is parsed, and until they drive their parts holds any press on those parts' buttons
 * (src/enhance/drive.ts replays it). Their code loaded with the page was requested or run before
 * the first paint, which Lighthouse counts into it; a visitor's first press can still come before
 * they run, on a slow phone, and must not be lost. A browser without paint timing starts them once
 * the page is parsed. Runs in the head, before any button exists, so no press escapes it. The
 * islands' runtime (the template in the head: the directives, then the element that calls them)
 * starts first and runs in order; each behaviour runs as it arrives (in one ordered run they made
 * one long task after the paint, which Lighthouse counts as blocking time).
 */
export const EARLY_PRESSES_SCRIPT = inlineScript(`(function (held) {
  window.${HELD_PRESSES} = held;
  document.addEventListener('click', function (event) {
    var target = event.target;
    var button = target instanceof Element && target.closest('button');
    if (!button || !button.closest('${UNDRIVEN}')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(button) < 0) held.push(button);
  }, true);
  var parsed = new Promise(function (resolve) {
    if (document.readyState !== 'loading') resolve();
    else addEventListener('DOMContentLoaded', resolve);
  });
  var painted = new Promise(function (resolve) {
    var Observer = window.PerformanceObserver;
    if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) return resolve();
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  Promise.all([parsed, painted]).then(function () {
    document.querySelectorAll('template[${BEHAVIOURS_ATTR}]').forEach(function (template) {
      var scripts = document.importNode(template.content, true);
      var ordered = template.parentNode === document.head;
      scripts.querySelectorAll('script').forEach(function (script) {
        script.async = !ordered;
      });
      document.body.appendChild(scripts);
    });
  });
})([]);`);
