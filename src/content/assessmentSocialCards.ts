import type { ImageMetadata } from 'astro';
import type { Locale } from '../config/locales';
import en from '../assets/assessment/social-card-en.png';
import es from '../assets/assessment/social-card-es.png';
import fr from '../assets/assessment/social-card-fr.png';
import tr from '../assets/assessment/social-card-tr.png';

/** The assessment page's share image in each language (1200 x 630, the page's own title on it). */
export const socialCards: Record<Locale, ImageMetadata> = { en, es, fr, tr };
