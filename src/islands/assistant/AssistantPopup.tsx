import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $assistantOpen } from '../../stores/assistant';
import type { FramePlaceholderTexts } from '../../i18n/consent';
import type { AssistantLabels } from './labels';

// The dialog and its iframe are fetched on first open only: most visitors never open it.
const AssistantDialog = lazy(() => import('./AssistantDialog'));

interface Props {
  src: string;
  labels: AssistantLabels;
  consent: FramePlaceholderTexts;
}

/**
 * Renders the dialog while the shared open state says so. It hydrates on the first press of an
 * assistant button, which has already set that state: hydration starts from the closed popup the
 * page was built with (`ssr: 'initial'`), then opens it.
 */
export default function AssistantPopup({ src, labels, consent }: Props) {
  const open = useStore($assistantOpen, { ssr: 'initial' });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AssistantDialog src={src} labels={labels} consent={consent} />
    </Suspense>
  );
}
