import { createHash } from 'node:crypto';

/**
 * Shuffles the job cards after the fixed ones. It runs inline, right after the list, while the page
 * is parsed and before the first paint, so every visit shows a new order without any layout shift.
 */
export const SHUFFLE_SCRIPT = `(function (list) {
  var rest = Array.prototype.slice.call(list.children, Number(list.getAttribute('data-fixed')));
  for (var i = rest.length - 1; i > 0; i--) {
    var j = Math.floor(Math.random() * (i + 1));
    var swap = rest[i];
    rest[i] = rest[j];
    rest[j] = swap;
  }
  rest.forEach(function (item) {
    list.appendChild(item);
  });
})(document.currentScript.previousElementSibling);`;

/** Its hash for the page's Content-Security-Policy (Astro hashes only the scripts it bundles). */
export const SHUFFLE_SCRIPT_HASH = `sha256-${createHash('sha256').update(SHUFFLE_SCRIPT).digest('base64')}` as const;
