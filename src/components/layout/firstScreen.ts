/**
 * The first paint waits for the first screen. Chrome paints a document while it is still being
 * parsed; on a long page its first frame showed the header alone and the page's largest text came
 * a frame or two later (LCP 100-550 ms after FCP on a simulated phone). BaseLayout's
 * `<link rel="expect" blocking="render">` holds rendering until the parser has reached the marker
 * placed after the first screen's content, so that frame is painted whole. Browsers without
 * `rel=expect` paint as before; a page without a marker is held until it is parsed.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
