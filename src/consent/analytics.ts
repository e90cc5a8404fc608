type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Everything Consent Mode v2 knows, denied: the default before the visitor's choice applies. */
const ALL_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/** Google's opt-out flag for one measurement id: while true, the tag sends nothing. */
const optOut = (id: string, value: boolean) => {
  (window as unknown as Record<string, boolean>)[`ga-disable-${id}`] = value;
};

/**
 * Loads the analytics tag once the visitor has allowed it: Google Consent Mode v2 in its basic
 * mode, where nothing is requested from Google before consent. The tag starts with every kind of
 * storage denied, then grants what the visitor allowed (analytics only: no advertising), before
 * it is configured; its cookies live `cookieMonths` rather than Google's two years.
 */
export function startAnalytics(id: string, cookieMonths: number, monthMs: number) {
  optOut(id, false);
  if (document.querySelector(`script[data-analytics="${id}"]`)) return;
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    window.dataLayer!.push(arguments);
  };
  window.gtag = gtag;
  gtag('consent', 'default', ALL_DENIED);
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', id, {
    cookie_expires: Math.round((cookieMonths * monthMs) / 1000),
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.analytics = id;
  document.head.append(script);
}

/**
 * Removes the tag. A tag that has run stays in the page's memory, so it is also told that storage
 * is denied again and switched off (Google's opt-out flag): it sends nothing more.
 */
export function stopAnalytics(id: string) {
  document.querySelector(`script[data-analytics="${id}"]`)?.remove();
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  optOut(id, true);
  delete window.gtag;
}
