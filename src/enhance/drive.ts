import { ENHANCED_ATTR, HELD_PRESSES } from './attributes';

const heldPresses = () =>
  ((window as unknown as Record<string, HTMLElement[] | undefined>)[HELD_PRESSES] ??= []);

/** Whether a press on one of root's buttons is held, waiting for root to be driven. */
export const holdsPress = (root: HTMLElement) =>
  heldPresses().some((button) => root.contains(button));

/**
 * Marks `root` driven, so the page's early-presses script stops holding presses on it, and
 * replays, in order, the presses it held on root's buttons until now (src/enhance/early-presses.ts).
 */
export function markDriven(root: HTMLElement) {
  const held = heldPresses();
  root.setAttribute(ENHANCED_ATTR, '');
  for (const button of held.filter((press) => root.contains(press))) {
    held.splice(held.indexOf(button), 1);
    button.click();
  }
}

/**
 * Lets `behaviour` drive every part of the page matching `selector`, then marks each part driven
 * (markDriven). A script that calls it starts only after the page's first paint
 * (src/integrations/afterPaint.ts).
 */
export function drive(selector: string, behaviour: (root: HTMLElement) => void) {
  for (const root of document.querySelectorAll<HTMLElement>(selector)) {
    behaviour(root);
    markDriven(root);
  }
}
