import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $choices } from '../../consent/choices.ts';
import { startAnalytics, stopAnalytics } from '../../consent/analytics.ts';
import { MONTH_MS } from '../../consent/months.ts';

/** The analytics of a form: the measurement id, the provider the visitor allows, its cookies' lifetime. */
export interface AnalyticsSettings {
  id: string;
  provider: string;
  cookieMonths: number;
}

/**
 * Loads the web-analytics tag while the component is mounted and the visitor has allowed it, and
 * removes it when it unmounts or the visitor withdraws (product decision: the academy form alone
 * carries analytics, asked for beside it). Does nothing without settings (no measurement id).
 */
export function useAnalyticsTag(analytics: AnalyticsSettings | undefined) {
  const choices = useStore($choices);
  const granted = analytics ? choices[analytics.provider]?.granted === true : false;
  const id = analytics?.id;
  const cookieMonths = analytics?.cookieMonths;
  useEffect(() => {
    if (!granted || !id || cookieMonths === undefined) return;
    startAnalytics(id, cookieMonths, MONTH_MS);
    return () => stopAnalytics(id);
  }, [granted, id, cookieMonths]);
}
