import { useEffect } from 'react';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Loads the web-analytics tag while the component is mounted and removes it when it unmounts
 * (product decision: the academy form alone carries analytics). Does nothing without an id.
 */
export function useAnalyticsTag(measurementId: string | undefined) {
  useEffect(() => {
    if (!measurementId) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.dataset.analytics = measurementId;
    window.dataLayer = window.dataLayer ?? [];
    const gtag: Gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      window.dataLayer!.push(arguments);
    };
    window.gtag = gtag;
    gtag('js', new Date());
    gtag('config', measurementId);
    document.head.append(script);
    return () => {
      script.remove();
      delete window.gtag;
    };
  }, [measurementId]);
}
