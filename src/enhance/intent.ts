/**
 * What shows a visitor is about to use a part of the page, so what it needs (an island's code, the
 * header's panels) starts loading at once: a pointer over it or pressed on it (a touch too), focus,
 * a key, typing, a file dragged in.
 */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'input',
  'dragenter',
] as const;
