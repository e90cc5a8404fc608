import { EXTRA_CHARACTERS, WEB_FONT_FAMILY } from '../../config/fonts';
import { inlineScript } from '../scripts/inline-script';

/** Set on `<html>` when the page may paint in Inter: src/styles/tokens.css puts it first then. */
export const FONT_READY_CLASS = 'font-inter';

/**
 * Inter for the pages after the first, never on the critical path of the first. A visitor's first
 * page of the site paints with the metric-matched fallback (the same room,
 * src/styles/font-fallbacks.css) and asks for no font; once it has loaded and painted its first
 * text, and the browser is idle, it puts Inter's files in the cache. `load` alone can come before
 * the first paint (the first screen holds rendering, src/components/layout/firstScreen.ts), and a
 * frame callback before the paint is presented: the files would be on the critical path again.
 * A page reached from another page of this site names Inter first, and `font-display: optional`
 * takes it from the cache for its first paint, or keeps the fallback if it is not there in time:
 * text is never painted twice. The referrer is the only signal: nothing is stored for this. A
 * visitor who saves data, or a browser without paint timing, keeps the fallback on every page.
 * It asks for Inter's faces by name, with a letter of each (Latin, and the Turkish subset): loading
 * every unloaded face would also look up the local fonts of the unused fallbacks (Roboto on a
 * desktop), 2-30 ms of main-thread work after the paint, which Lighthouse counts as blocking.
 * Runs in the head, before the first style pass.
 */
export const FONT_LOADING_SCRIPT = inlineScript(`(function (root) {
  if (navigator.connection && navigator.connection.saveData) return;
  if (document.referrer.indexOf(location.origin + '/') === 0) {
    root.classList.add('${FONT_READY_CLASS}');
    return;
  }
  var idle = window.requestIdleCallback || setTimeout;
  var loaded = new Promise(function (resolve) {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', resolve);
  });
  var painted = new Promise(function (resolve) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  Promise.all([loaded, painted]).then(function () {
    idle(function () {
      document.fonts.load(${JSON.stringify(`1em "${WEB_FONT_FAMILY}"`)}, ${JSON.stringify(`a${EXTRA_CHARACTERS.slice(0, 1)}`)}).catch(function () {});
    });
  });
})(document.documentElement);`);
