/**
 * The site's identity and every external address. Nothing else hard-codes these:
 * editors change them here, operators through the environment variables named below.
 * All values are sample data on reserved domains until the editors replace them.
 */
import { CONSENT_MONTHS, CONSENT_STORAGE_KEY } from './consent.ts';
import type { LegalBasis } from './processing.ts';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Locale } from './locales.ts';

const env = (name: string): string | undefined => {
  const value = (import.meta.env?.[name] as string | undefined) ?? globalThis.process?.env?.[name];
  return value && value.trim() ? value.trim() : undefined;
};

/** A link that has a Turkish page and an English one; other languages get the English one. */
interface LocalizedUrl {
  tr: string;
  en: string;
}

export const pickLocalizedUrl = (url: LocalizedUrl, lang: Locale): string =>
  lang === 'tr' ? url.tr : url.en;

/**
 * A name a reader sees: one string when every language writes it the same, else its usual form
 * and the languages that write it otherwise (a new language reads the usual form until it has its own).
 */
type LocalizedName =
  string | (Readonly<Partial<Record<Locale, string>>> & { readonly usual: string });

export const pickLocalizedName = (name: LocalizedName, lang: Locale): string =>
  typeof name === 'string' ? name : (name[lang] ?? name.usual);

export const SITE = {
  name: 'Nova Istanbul AI',
  /**
   * The trade name as the trade registry holds it, letter for letter: the terms and the privacy
   * notice print it, so it follows the registry, not the copy's spelling ("yapay zekâ"). Sample
   * data: replace it with the registered name.
   */
  legalName: 'Nova Istanbul Yapay Zeka Teknolojileri A.Ş.',
  /** SITE_URL: the public origin, used for canonical URLs, the sitemap and structured data. */
  url: (env('SITE_URL') ?? 'https://example.com').replace(/\/+$/, ''),
  phone: '+90 212 555 01 00',
  email: 'hello@example.com',
  /** Where requests about personal data go (KVKK Art. 11, GDPR Arts. 15-17), named by the privacy notice. */
  privacyEmail: 'privacy@example.com',
  /**
   * The registered electronic mail (KEP) address: one of the channels the KVKK Communiqué on
   * application procedures (Art. 5) opens for requests, named by the privacy notice. Sample data,
   * on a reserved domain: replace it with the company's KEP address.
   */
  kepAddress: 'nova-istanbul-ai@kep.example.com',
  /**
   * The company's registration, shown by the terms (Turkish Commercial Code Arts. 39(2) and 1524): its MERSIS
   * number and its number at the trade registry office of the registered office's city. Sample
   * numbers, like the phone number: replace them with the company's.
   */
  registration: {
    mersis: '0123456789000015',
    tradeRegistry: '123456-5',
  },
  /**
   * Our representative in the EU (GDPR Art. 27), named by the privacy notice (Art. 13(1)(a)): the
   * site offers its services to visitors in the EU, and the company has no establishment there.
   * Sample data, like the providers below: replace it with the representative the company appoints.
   * The address is the postal one, the same in every language; the notice adds the country's name.
   */
  euRepresentative: {
    name: 'Example Representative SL',
    address: 'Calle de Ejemplo 1, 28001 Madrid',
    /** ISO 3166 code of the country of the address. */
    country: 'ES',
    email: 'privacy-eu@example.com',
  },
  socialHandle: '@novaistanbulai',
  logo: '/brand/logo.svg',
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
        usual: 'YTU Technopark',
        tr: 'YTÜ Teknopark',
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

/** Something the site or a provider keeps in the visitor's browser. */
export interface StoredItem {
  /** The cookie's or the key's name, as the browser's tools show it. */
  name: string;
  kind: 'cookie' | 'localStorage';
  /** What it is for: a key of `consent:storage` in the translations. */
  purpose:
    | 'language'
    | 'consent'
    | 'runnerCharacter'
    | 'runnerScores'
    | 'analyticsClient'
    | 'analyticsSession';
  /** How long it is kept, in months; none: until the visitor deletes it. */
  months?: number;
  /** Its legal basis (src/config/processing.ts): a key of `privacy:bases` in the translations. */
  basis: Extract<LegalBasis, 'necessary' | 'consentRecord' | 'consent'>;
}

/** What the site itself keeps in the browser, all of it needed for what the visitor asked for. */
export const SITE_STORAGE: readonly StoredItem[] = [
  { name: LANGUAGE_STORAGE_KEY, kind: 'localStorage', purpose: 'language', basis: 'necessary' },
  { name: LANGUAGE_COOKIE, kind: 'cookie', purpose: 'language', months: 12, basis: 'necessary' },
  {
    name: CONSENT_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'consent',
    months: CONSENT_MONTHS,
    basis: 'consentRecord',
  },
  // The game's own keys (src/game/game.ts and scores.ts; tests/unit/privacy.test.ts compares them).
  {
    name: 'nova-runner-character',
    kind: 'localStorage',
    purpose: 'runnerCharacter',
    basis: 'necessary',
  },
  { name: 'nova-runner-scores', kind: 'localStorage', purpose: 'runnerScores', basis: 'necessary' },
];

/**
 * How long the analytics cookies live: the tag is configured for it (13 months, the longest the
 * CNIL accepts for an audience-measurement cookie), rather than Google's default of two years.
 */
export const ANALYTICS_COOKIE_MONTHS = 13;

/**
 * How long the analytics provider keeps the data linked to those cookies, as the privacy notice
 * says: set the property's data retention to it (Google Analytics: Admin, Data collection and
 * modification, Data retention; docs/privacy.md).
 */
export const ANALYTICS_RETENTION_MONTHS = 14;

/**
 * How long the assistant's provider keeps the conversations for us, as our processor, as the
 * privacy notice says: the period agreed with it in the processing agreement (docs/privacy.md).
 * Sample, like the provider: set it to the period agreed with the real one.
 */
export const ASSISTANT_RETENTION_MONTHS = 6;

/** The container part of the measurement id, which names the analytics tag's session cookie. */
const analyticsContainer = SITE.analyticsId?.replace(/^G-/, '') ?? '*';

const origin = (url: string) => new URL(url).origin;

/**
 * A provider's role under the GDPR and KVKK: a `processor` processes what it receives only for us,
 * on our instructions and under a written agreement (GDPR Art. 28, KVKK Art. 12(2)); a `controller`
 * decides for itself how it uses what the visitor's browser sends it when its content loads, for
 * its own purposes and under its own privacy notice; `processorAndController` is both: our
 * processor for what the visitor sends through it, a separate controller for its own cookies.
 */
export type ProviderRole = 'processor' | 'controller' | 'processorAndController';

/**
 * Every company that receives visitors' data through the site, with what it does, its role and
 * what it keeps in the browser. The privacy notice (recipients, transfers abroad, cookies), the privacy
 * settings and the consent placeholders are derived from this table, in every language.
 * The assistant and map providers are sample companies, like their addresses above: replace them
 * with the real ones (name, country and origin), and raise CONSENT_VERSION (src/config/consent.ts)
 * when a provider that needs consent changes.
 */
export const PROVIDERS = [
  {
    key: 'netlify',
    name: 'Netlify, Inc.',
    /** ISO 3166 code of the country where it processes the data. */
    country: 'US',
    /** What it does: a key of `consent:purposes` in the translations. */
    purpose: 'hosting',
    /** Its role (ProviderRole): the notice's recipients table shows it. */
    role: 'processor',
    /** `necessary`: needs no consent. The others are loaded only once the visitor allows them. */
    category: 'necessary',
    /** Origins the visitor's browser loads from it (the CSP is derived from them). */
    origins: [],
    sets: [],
  },
  {
    key: 'slack',
    name: 'Slack Technologies, LLC',
    country: 'US',
    purpose: 'delivery',
    role: 'processor',
    category: 'necessary',
    origins: [],
    sets: [],
  },
  {
    key: 'google',
    name: 'Google LLC',
    /** The product, where the visitor knows it by a name of its own. */
    service: 'Google Analytics',
    country: 'US',
    purpose: 'analytics',
    // Under Google's data processing terms, accepted in the property (docs/privacy.md).
    role: 'processor',
    category: 'analytics',
    // The tag's script, then where it sends what it measures (the CSP allows exactly these).
    origins: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    sets: [
      {
        name: '_ga',
        kind: 'cookie',
        purpose: 'analyticsClient',
        months: ANALYTICS_COOKIE_MONTHS,
        basis: 'consent',
      },
      {
        name: `_ga_${analyticsContainer}`,
        kind: 'cookie',
        purpose: 'analyticsSession',
        months: ANALYTICS_COOKIE_MONTHS,
        basis: 'consent',
      },
    ],
  },
  {
    key: 'assistant',
    name: 'Example Assistant GmbH',
    country: 'DE',
    purpose: 'assistant',
    // The conversations, for us (ASSISTANT_RETENTION_MONTHS); its own cookies in its frame, for itself.
    role: 'processorAndController',
    category: 'content',
    origins: [origin(SITE.assistantUrl)],
    sets: [],
  },
  {
    key: 'maps',
    name: 'Example Maps Inc.',
    country: 'US',
    purpose: 'map',
    role: 'controller',
    category: 'content',
    origins: [...new Set(SITE.offices.map((office) => origin(office.mapUrl)))],
    sets: [],
  },
] as const satisfies readonly {
  key: string;
  name: string;
  service?: string;
  country: string;
  purpose: string;
  role: ProviderRole;
  category: 'necessary' | 'analytics' | 'content';
  origins: readonly string[];
  sets: readonly StoredItem[];
}[];

export type Provider = (typeof PROVIDERS)[number];
type ProviderKey = Provider['key'];
/** A provider the visitor must allow before anything of it loads. */
type ConsentProvider = Exclude<Provider, { category: 'necessary' }>;
export type ConsentKey = ConsentProvider['key'];

export const providerOf = <K extends ProviderKey>(key: K) =>
  PROVIDERS.find((provider) => provider.key === key) as Extract<Provider, { key: K }>;

export const needsConsent = (provider: Provider): provider is ConsentProvider =>
  provider.category !== 'necessary';

/** A provider outside the offices' country: what it receives is transferred abroad (KVKK Art. 9). */
export const isAbroad = (provider: { country: string }) => provider.country !== SITE.country;
