import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $assistantOpen, openAssistant } from '../../stores/assistant';
import type { AssistantLabels } from './labels';

// The dialog and its iframe are fetched on first open only: most visitors never open it.
const AssistantDialog = lazy(() => import('./AssistantDialog'));

interface Props {
  src: string;
  labels: AssistantLabels;
}

/** Listens for the open state and for plain `[data-assistant-open]` buttons; renders the dialog when open. */
export default function AssistantPopup({ src, labels }: Props) {
  const open = useStore($assistantOpen);

  useEffect(() => {
    // Static buttons (rendered by .astro components) open the popup without an island of their own.
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-assistant-open]');
      if (!trigger) return;
      event.preventDefault();
      openAssistant(trigger);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AssistantDialog src={src} labels={labels} />
    </Suspense>
  );
}
