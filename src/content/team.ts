import type { ImageMetadata } from 'astro';
import type { Locale } from '../config/locales';
import { useTranslations } from '../i18n';
import { textsNamed } from '../i18n/schemas';
import defaultAvatar from '../assets/team/default-avatar.svg';

/**
 * The team. Names are the same in every language; titles and quotes live in
 * `locales/{lang}/team.json` under `members.{id}`. Profile links are sample addresses.
 */
const MEMBERS = [
  { id: 'elif-aydin', name: 'Elif Aydın' },
  { id: 'kerem-yalcin', name: 'Kerem Yalçın' },
  { id: 'zeynep-arslan', name: 'Zeynep Arslan' },
  { id: 'mert-demirtas', name: 'Mert Demirtaş' },
  { id: 'selin-koc', name: 'Selin Koç' },
  { id: 'can-ozturk', name: 'Can Öztürk' },
  { id: 'deniz-sahin', name: 'Deniz Şahin' },
  { id: 'ayse-kaya', name: 'Ayşe Kaya' },
  { id: 'emre-polat', name: 'Emre Polat' },
  { id: 'nazli-erdem', name: 'Nazlı Erdem' },
  { id: 'burak-tekin', name: 'Burak Tekin' },
] as const;

export type TeamMemberId = (typeof MEMBERS)[number]['id'];

/** The core team shown on the about page, in this order. */
export const FEATURED_TEAM: readonly TeamMemberId[] = [
  'elif-aydin',
  'kerem-yalcin',
  'zeynep-arslan',
  'mert-demirtas',
  'selin-koc',
  'can-ozturk',
  'deniz-sahin',
  'ayse-kaya',
];

// A member without a file in src/assets/team/ gets the default profile image.
const photos = import.meta.glob<ImageMetadata>('../assets/team/*.svg', { eager: true, import: 'default' });
const photoOf = (id: string): ImageMetadata | undefined => photos[`../assets/team/${id}.svg`];

export interface TeamMember {
  id: TeamMemberId;
  name: string;
  title: string;
  quote: string;
  photo: ImageMetadata;
  /** False when the photo is the default profile image. */
  hasPhoto: boolean;
  profileUrl: string;
}

export function getTeamMember(lang: Locale, id: TeamMemberId): TeamMember {
  const member = MEMBERS.find((entry) => entry.id === id)!;
  const text = useTranslations(lang).tObject(`team:members.${id}`, textsNamed('title', 'quote'));
  const photo = photoOf(id);
  return {
    id,
    name: member.name,
    title: text.title,
    quote: text.quote,
    photo: photo ?? defaultAvatar,
    hasPhoto: Boolean(photo),
    profileUrl: `https://example.com/people/${id}/`,
  };
}

export const getFeaturedTeam = (lang: Locale): TeamMember[] => FEATURED_TEAM.map((id) => getTeamMember(lang, id));
