import { useEffect, useMemo, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { useStore } from '@nanostores/react';
import { allowed } from '../../consent/choices';
import { listenForConsentButtons } from '../../consent/controls';
import type { FramePlaceholderTexts } from '../../i18n/consent';
import { closeAssistant, takeAssistantOpener } from '../../stores/assistant';
import FramePlaceholder from '../consent/FramePlaceholder';
import type { AssistantLabels } from './labels';
import './AssistantDialog.css';
import { CROSS, LineIcon } from '../icons/LineIcon';

interface Props {
  src: string;
  labels: AssistantLabels;
  /** The placeholder that asks before the assistant's frame loads. */
  consent: FramePlaceholderTexts;
}

/** The panel's last control a visitor can reach: the loaded frame, or the placeholder's link. */
const lastControl = (panel: HTMLElement | null) =>
  [...(panel?.querySelectorAll<HTMLElement>('button, a[href], iframe:not([inert])') ?? [])].at(-1);

/**
 * A modal dialog holding the assistant's iframe. `showModal()` makes the rest of the page inert,
 * and two focus guards send Tab from the last element back to the first (and Shift+Tab the other
 * way), so focus stays inside; Escape, the close button and a click on the backdrop close it.
 * The frame stays inert until its page has loaded: focus that entered a frame still loading was
 * dropped to the page behind the dialog when the assistant's page arrived.
 *
 * The assistant is another company's page: until the visitor allows it (this time or for good),
 * the dialog shows its placeholder instead, and nothing of it is requested.
 */
export default function AssistantDialog({ src, labels, consent }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const frameAllowed = useStore(useMemo(() => allowed(consent.provider), [consent.provider]));
  const askedHere = useRef(!frameAllowed);

  useEffect(listenForConsentButtons, []);

  useEffect(() => {
    // The placeholder's button that was pressed is gone: focus stays in the dialog, on its first control.
    if (frameAllowed && askedHere.current) close.current?.focus();
    // Withdrawn (in another tab): a frame created again waits for its page again.
    if (!frameAllowed) setFrameLoaded(false);
  }, [frameAllowed]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    close.current?.focus();
    return () => {
      element.close();
      takeAssistantOpener()?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    closeAssistant();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closeAssistant();
  };

  return (
    <dialog
      ref={dialog}
      className="assistant"
      aria-labelledby="assistant-title"
      aria-describedby="assistant-lead"
      onCancel={onCancel}
      onClose={closeAssistant}
      onClick={onBackdrop}
    >
      <span
        tabIndex={0}
        className="assistant__guard"
        onFocus={() => lastControl(panel.current)?.focus()}
      />
      <div className="assistant__panel" ref={panel}>
        <div className="assistant__header">
          <span className="assistant__badge" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
              <path
                d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z"
                fill="currentColor"
              />
              <circle cx="19" cy="18" r="2" fill="currentColor" />
            </svg>
          </span>
          <div className="assistant__heading">
            <h2 id="assistant-title">{labels.title}</h2>
            <p id="assistant-lead">{labels.lead}</p>
          </div>
          <button
            ref={close}
            type="button"
            className="assistant__close"
            onClick={closeAssistant}
            aria-label={labels.close}
          >
            <LineIcon path={CROSS} size={20} weight={2} />
          </button>
        </div>
        {frameAllowed ? (
          <iframe
            className="assistant__frame"
            src={src}
            title={labels.frameTitle}
            allow="microphone; camera"
            loading="lazy"
            inert={!frameLoaded}
            onLoad={() => setFrameLoaded(true)}
          />
        ) : (
          <div className="assistant__consent">
            <FramePlaceholder id="assistant-consent" texts={consent} />
          </div>
        )}
      </div>
      <span tabIndex={0} className="assistant__guard" onFocus={() => close.current?.focus()} />
    </dialog>
  );
}
