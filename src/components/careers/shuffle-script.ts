import { inlineScript } from '../scripts/inline-script';

/** Shuffles the job cards after the fixed ones, right after the list is parsed: a new order every visit. */
export const SHUFFLE_SCRIPT = inlineScript(`(function (list) {
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
})(document.currentScript.previousElementSibling);`);
