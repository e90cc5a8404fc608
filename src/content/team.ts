import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import type { Locale } from '../config/locales';
import defaultAvatar from '../assets/team/default-avatar.svg';
import { splitEntryId } from './fields';

/** A team member as shown in one language. */
export interface TeamMember {
  slug: string;
  name: string;
  title: string;
  quote: string;
  photo: ImageMetadata;
  /** False when the photo is the default profile image. */
  hasPhoto: boolean;
  profileUrl: string;
  featured: boolean;
}

/** The team in one language, in page order. */
export async function getTeam(lang: Locale): Promise<TeamMember[]> {
  const entries = await getCollection('team', ({ id }) => splitEntryId(id).lang === lang);
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ id, data: { photo, order: _order, ...data } }) => ({
      slug: splitEntryId(id).slug,
      ...data,
      photo: photo ?? defaultAvatar,
      hasPhoto: Boolean(photo),
    }));
}

/** The core team shown on the about page. */
export const getFeaturedTeam = async (lang: Locale) =>
  (await getTeam(lang)).filter((member) => member.featured);
