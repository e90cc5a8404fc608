/**
 * The site's identity and every external address. Nothing else hard-codes these:
 * editors change them here, operators through the environment variables named below.
 * All values are sample data on reserved domains until the editors replace them.
 */
import type { Locale } from './locales.ts';

const env = (name: string): string | undefined => {
  const value = (import.meta.env?.[name] as string | undefined) ?? globalThis.process?.env?.[name];
  return value && value.trim() ? value.trim() : undefined;
};

/** A link that has a Turkish page and an English one; other languages get the English one. */
export interface LocalizedUrl {
  tr: string;
  en: string;
}

export const pickLocalizedUrl = (url: LocalizedUrl, lang: Locale): string =>
  lang === 'tr' ? url.tr : url.en;

/** A name a reader sees: one string when every language writes it the same, else one per language. */
export type LocalizedName = string | Readonly<Record<Locale, string>>;

export const pickLocalizedName = (name: LocalizedName, lang: Locale): string =>
  typeof name === 'string' ? name : name[lang];

export const SITE = {
  name: 'Nova Istanbul AI',
  legalName: 'Nova Istanbul Yapay Zeka Teknolojileri A.Ş.',
  /** SITE_URL: the public origin, used for canonical URLs, the sitemap and structured data. */
  url: (env('SITE_URL') ?? 'https://example.com').replace(/\/+$/, ''),
  phone: '+90 212 555 01 00',
  email: 'hello@example.com',
  socialHandle: '@novaistanbulai',
  logo: '/brand/logo.svg',
  defaultSocialImage: '/brand/social-card.png',
  social: [
    { key: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { key: 'x', label: 'X', url: 'https://x.com/example' },
    { key: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example' },
    { key: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@example' },
  ],
  /**
   * The offices. A name is what the page calls the office, in its language; the address, postal
   * code and city are the postal address as the Turkish post and a map search read it, the same
   * in every language.
   */
  offices: [
    {
      key: 'ytu',
      name: {
        tr: 'YTÜ Teknopark',
        en: 'YTU Technopark',
        es: 'Parque Tecnológico YTU',
        fr: 'Technoparc YTU',
      } as LocalizedName,
      address: 'Davutpaşa Kampüsü, Teknopark Binası, Esenler',
      postalCode: '34220',
      city: 'İstanbul',
      mapUrl: 'https://maps.example.com/embed?q=41.0254,28.8893',
    },
    {
      key: 'CubeBeyoglu',
      name: 'Cube Beyoğlu' as LocalizedName,
      address: 'Kemankeş Karamustafa Paşa Mah., Beyoğlu',
      postalCode: '34425',
      city: 'İstanbul',
      mapUrl: 'https://maps.example.com/embed?q=41.0245,28.9770',
    },
  ],
  defaultOffice: 'ytu',
  /** ISO 3166 code of the country of the offices, for postal addresses in structured data. */
  country: 'TR',
  /** The offices' time zone: event times and closing dates are read in it. */
  timeZone: 'Europe/Istanbul',
  /** Where the jobs of each `location` (src/content/schemas.ts) are based: an office key. */
  jobOffices: { istanbul: 'ytu' },
  /** Where the academy teaches its in-person and hybrid courses: an office key. */
  academyOffice: 'CubeBeyoglu',
  products: [
    { key: 'voice', name: 'Nova Live', url: 'https://live.example.com' },
    { key: 'onprem', name: 'Nova Vault', url: 'https://vault.example.com' },
    { key: 'edu', name: 'Nova Play', url: 'https://play.example.com' },
    { key: 'women', name: 'Nova Her', url: 'https://her.example.com' },
    { key: 'links', name: 'Nova Links', url: 'https://links.example.com' },
  ],
  /** The external model page linked from the home page's models section. */
  modelPage: 'https://models.example.com/nova-lm',
  academy: {
    tr: 'https://academy.example.com/tr',
    en: 'https://academy.example.com/en',
  } satisfies LocalizedUrl,
  events: {
    tr: 'https://events.example.com/tr',
    en: 'https://events.example.com/en',
  } satisfies LocalizedUrl,
  /** The embedded assistant; the only frame allowed the microphone and camera. */
  assistantUrl: env('PUBLIC_ASSISTANT_URL') ?? 'https://assistant.example.com/embed',
  /** PUBLIC_GA_MEASUREMENT_ID: analytics, loaded only by the academy form; nothing loads when unset. */
  analyticsId: env('PUBLIC_GA_MEASUREMENT_ID'),
  /** The GitHub repository and branch that the editors' admin (/admin/) reads and commits to. */
  repository: { github: 'example/company-site', branch: 'main' },
} as const;

/** The phone number as a `tel:` link, without the spaces that make it readable. */
export const PHONE_HREF = `tel:${SITE.phone.replace(/\s+/g, '')}`;

export type OfficeKey = (typeof SITE.offices)[number]['key'];
export type ProductKey = (typeof SITE.products)[number]['key'];
