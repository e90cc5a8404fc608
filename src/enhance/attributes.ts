/** Marks a part of the page that a behaviour script drives (src/enhance/drive.ts). */
export const ENHANCE_ATTR = 'data-enhance';
/** Set on that part once its behaviour drives it. */
export const ENHANCED_ATTR = 'data-enhanced';
/** The parts not driven yet. */
export const UNDRIVEN = `[${ENHANCE_ATTR}]:not([${ENHANCED_ATTR}])`;
/** The window property holding the presses made before then. */
export const HELD_PRESSES = '__heldPresses';
/** Marks a template holding a behaviour script, started once the page has painted. */
export const BEHAVIOURS_ATTR = 'data-behaviours';
/** ENHANCE_ATTR's value on a part readied only at the visitor's first intent (the header's panels). */
export const ON_INTENT = 'on-intent';
/** The parts not driven yet that a page drives once its behaviours run, without the visitor. */
export const UNDRIVEN_AT_START = `${UNDRIVEN}:not([${ENHANCE_ATTR}="${ON_INTENT}"])`;
