/**
 * `client:intent`: hydrates an island as it comes into view or as the visitor starts to use it,
 * whichever is first, and loses nothing the visitor did before it had hydrated.
 *
 * Until then the island is its pre-rendered HTML: typing, ticking and choosing work natively (the
 * island adopts those values as it hydrates), but a button would do nothing and a form would be
 * submitted by the browser itself, discarding what was typed. So a press on a button, a submit
 * and a dropped file are held here, and replayed once the island has hydrated: a replayed click
 * makes React finish hydrating at once (it hydrates synchronously for a discrete event) and reach
 * the island's own handler. Presses on `triggers`, controls outside the island that need it (the
 * assistant's buttons), are held and replayed the same way.
 *
 * Loading the island's code and hydrating it are separate tasks, so the browser can handle input
 * and paint in between; React then hydrates in slices that yield (Astro hydrates in a transition).
 */
import type { ClientDirective } from 'astro';
import { nextTask } from '../../shared/next-task.ts';

/**
 * What shows a visitor is about to use the island, so its code starts loading at once: a pointer
 * over it or pressed on it (a touch too), focus, a key, typing, a file dragged in.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'dragenter'];

export interface IntentOptions {
  /** Hydrate as the island comes into view (default true): off for an island with nothing to show until asked for. */
  visible?: boolean;
  /** Controls outside the island that need it, as a CSS selector. */
  triggers?: string;
}

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<HTMLElement>(selector) : null;

/** A form's default button: the one the browser would press for Enter in a field. */
const defaultButton = (form: HTMLFormElement) =>
  form.querySelector<HTMLElement>(
    'button:not([type]), button[type="submit"], input[type="submit"]',
  );

const intent: ClientDirective = (load, options, island) => {
  // `value` is typed as text, but holds the directive's value as the page wrote it: here an object, or '' when bare.
  const value: unknown = options.value;
  const { visible = true, triggers }: IntentOptions =
    typeof value === 'object' && value !== null ? value : {};
  const held: Array<() => void> = [];
  const listening = new AbortController();
  const listen = <E extends Event>(
    target: EventTarget,
    type: string,
    listener: (event: E) => void,
  ) =>
    target.addEventListener(type, listener as EventListener, {
      capture: true,
      signal: listening.signal,
    });

  let observer: IntersectionObserver | undefined;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    const hydrate = await load();
    await nextTask();
    island.addEventListener('astro:hydrate', replay, { once: true });
    await hydrate();
  };

  function replay() {
    listening.abort();
    for (const action of held.splice(0)) action();
  }

  const hold = (event: Event, action: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    held.push(action);
    void start();
  };

  for (const type of INTENT_EVENTS) listen(island, type, () => void start());

  listen<MouseEvent>(island, 'click', (event) => {
    const button = closest(event.target, 'button');
    if (button && island.contains(button)) hold(event, () => button.click());
  });
  // Enter in a field submits without a click: replayed as a press on the form's default button.
  listen<SubmitEvent>(island, 'submit', (event) => {
    const form = event.target as HTMLFormElement;
    hold(event, () => (defaultButton(form) ? defaultButton(form)!.click() : form.requestSubmit()));
  });
  // Unhandled, a file dropped on the page would replace it with the file.
  listen<DragEvent>(island, 'dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  listen<DragEvent>(island, 'drop', (event) => {
    const files = [...(event.dataTransfer?.files ?? [])];
    const target = event.target;
    if (files.length === 0 || !target) return;
    hold(event, () => {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      target.dispatchEvent(
        new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
      );
    });
  });

  if (triggers) {
    for (const type of INTENT_EVENTS) {
      listen(document, type, (event) => {
        if (closest(event.target, triggers)) void start();
      });
    }
    listen<MouseEvent>(document, 'click', (event) => {
      const trigger = closest(event.target, triggers);
      if (trigger) hold(event, () => trigger.click());
    });
  }

  if (visible) {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    });
    for (const child of island.children) observer.observe(child);
  }
};

export default intent;
