import { ENHANCED_ATTR, HELD_PRESSES } from './attributes';

/**
 * Lets `behaviour` drive every part of the page matching `selector`, then marks each part driven
 * and replays, in order, the presses held on its buttons until now (src/enhance/early-presses.ts).
 * A script that calls it starts only after the page's first paint (src/integrations/afterPaint.ts).
 */
export function drive(selector: string, behaviour: (root: HTMLElement) => void) {
  const held = ((window as unknown as Record<string, HTMLElement[] | undefined>)[HELD_PRESSES] ??=
    []);
  for (const root of document.querySelectorAll<HTMLElement>(selector)) {
    behaviour(root);
    root.setAttribute(ENHANCED_ATTR, '');
    for (const button of held.filter((press) => root.contains(press))) {
      held.splice(held.indexOf(button), 1);
      button.click();
    }
  }
}
