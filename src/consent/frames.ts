import { allowed } from './choices.ts';
import { listenForConsentButtons } from './controls.ts';

/** The frame to create once the visitor allows its provider. */
interface FrameOptions {
  src: string;
  title: string;
  /** Permissions the frame gets (the assistant: microphone and camera). */
  allow?: string;
  referrerPolicy?: ReferrerPolicy;
}

/**
 * Shows another site's frame in `box` only once the visitor has allowed its provider (for good,
 * or this time) and `ready()` says the page wants it now (near the viewport, wide enough): until
 * then the box shows its placeholder (FramePlaceholder), and nothing of the provider is
 * requested. If the visitor withdraws (in another tab), the frame goes and the placeholder comes
 * back. Returns the function to call when `ready()` may have changed.
 */
export function consentFrame(box: HTMLElement, options: FrameOptions, ready: () => boolean) {
  listenForConsentButtons();
  const placeholder = box.querySelector<HTMLElement>('[data-frame-placeholder]');
  const provider = placeholder?.dataset.framePlaceholder;
  if (!placeholder || !provider) throw new Error('A consent frame needs its placeholder');
  const $allowed = allowed(provider);
  let frame: HTMLIFrameElement | undefined;

  const update = () => {
    const isAllowed = $allowed.get();
    // Allowed from the placeholder itself: focus stays with the box the frame takes.
    const chosenHere =
      isAllowed && !placeholder.hidden && placeholder.contains(document.activeElement);
    placeholder.hidden = isAllowed;
    if (!isAllowed) {
      frame?.remove();
      frame = undefined;
    } else if (!frame && ready()) {
      frame = document.createElement('iframe');
      frame.src = options.src;
      frame.title = options.title;
      frame.loading = 'lazy';
      if (options.allow) frame.allow = options.allow;
      if (options.referrerPolicy) frame.referrerPolicy = options.referrerPolicy;
      // Focus that entered the frame while it was loading was dropped to the top of the page when
      // the provider's page arrived, so keyboard users reach the frame only once it has loaded.
      frame.inert = true;
      const loaded = frame;
      frame.addEventListener('load', () => (loaded.inert = false), { once: true });
      box.append(frame);
    }
    if (chosenHere) box.focus();
  };
  $allowed.listen(update);
  update();
  return update;
}
