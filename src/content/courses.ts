import type { Locale } from '../config/locales';
import { tObject } from '../i18n';

/** The academy's courses; their titles and descriptions live in `locales/{lang}/academy.json` under `courses`. */
export const COURSE_IDS = ['ai-mobile-development', 'ai-web-applications', 'startup-building'] as const;

export type CourseId = (typeof COURSE_IDS)[number];

export interface Course {
  id: CourseId;
  title: string;
  description: string;
}

export const getCourse = (lang: Locale, id: CourseId): Course => ({
  id,
  ...tObject<{ title: string; description: string }>(lang, `academy:courses.${id}`),
});
