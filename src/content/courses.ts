import type { Locale } from '../config/locales';
import { useTranslations } from '../i18n';
import { textsNamed } from '../i18n/schemas';

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
  ...useTranslations(lang).tObject(`academy:courses.${id}`, textsNamed('title', 'description')),
});
