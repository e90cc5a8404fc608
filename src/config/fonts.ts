/**
 * The site's typeface is Inter (variable weight), self-hosted. Its Latin subset (from
 * @fontsource-variable/inter) covers English, Spanish and French, and Turkish except these letters,
 * which come from a small subset of our own (scripts/subset-font.ts). src/styles/fonts.css declares both.
 */
export const EXTRA_CHARACTERS = 'ĞğİŞş';

/** Inter's family name, as src/styles/fonts.css declares its two faces. */
export const WEB_FONT_FAMILY = 'Inter Variable';

export const EXTRA_FONT_FILE = 'src/assets/fonts/inter-turkish-wght.woff2';

/** The Latin subset, as a package path. */
export const INTER_LATIN_FILE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export interface FallbackFace extends LocalFont {
  family: string;
  /** The CSS `font-weight` range the face serves. */
  weight: string;
  /** The Inter weight whose advances it matches. */
  interWeight: number;
}

/** A local font that stands in for Inter, in one of its two weights. */
interface LocalFont {
  /**
   * Names of the local font, as `local()` matches them (full names, then PostScript names), tried
   * in order until one is installed, while the page's first style is computed. Linux's names come
   * first: with Arial first that first style took 10 to 24 ms on this project's Debian machines,
   * with Liberation Sans first 1.4 to 3.2 ms (the 404 page, Lighthouse, eight runs each). Windows
   * and macOS find Arial from a table at hand, so the two names they now try first cost them little.
   */
  local: string[];
  /** A metric-compatible copy of that local font, as a package path, to read its metrics from. */
  metricsFrom: string;
}

/**
 * Local fonts that stand in for Inter: Arial (Windows, macOS, iOS; Arimo and Liberation Sans are
 * its metric-compatible twins on Linux and ChromeOS) and Roboto (Android), regular and bold.
 */
const LOCAL_FONTS: { family: string; regular: LocalFont; bold: LocalFont }[] = [
  {
    family: 'Inter Fallback',
    regular: {
      local: ['Liberation Sans', 'Arimo', 'Arial', 'LiberationSans', 'ArialMT'],
      metricsFrom: '@fontsource/arimo/files/arimo-latin-400-normal.woff2',
    },
    bold: {
      local: [
        'Liberation Sans Bold',
        'Arimo Bold',
        'Arial Bold',
        'LiberationSans-Bold',
        'Arimo-Bold',
        'Arial-BoldMT',
      ],
      metricsFrom: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
    },
  },
  {
    family: 'Inter Fallback Android',
    regular: {
      local: ['Roboto', 'Roboto-Regular'],
      metricsFrom: '@fontsource/roboto/files/roboto-latin-400-normal.woff2',
    },
    bold: {
      local: ['Roboto Bold', 'Roboto-Bold'],
      metricsFrom: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
    },
  },
];

/**
 * The weights the site's CSS uses, in bands, each sized like Inter at its own weight: Inter grows
 * wider with its weight where a local font has only regular and bold, so one bold face sized for
 * 700 broke the 800-weight headings one word earlier than Inter does.
 */
const WEIGHT_BANDS: { weight: string; interWeight: number; bold: boolean }[] = [
  { weight: '1 450', interWeight: 400, bold: false },
  { weight: '451 599', interWeight: 500, bold: false },
  { weight: '600 649', interWeight: 600, bold: true },
  { weight: '650 749', interWeight: 700, bold: true },
  { weight: '750 1000', interWeight: 800, bold: true },
];

/**
 * Local faces that stand in for Inter wherever it is not there for the first paint (the first
 * page of a visit, and any page Inter is late for: its faces are `font-display: optional`), sized
 * to take exactly its room, so a page laid out with them has Inter's line breaks and heights.
 * `npm run fonts` writes their rules to src/styles/font-fallbacks.css.
 */
export const FALLBACK_FACES: FallbackFace[] = LOCAL_FONTS.flatMap(({ family, regular, bold }) =>
  WEIGHT_BANDS.map((band) => ({
    family,
    weight: band.weight,
    interWeight: band.interWeight,
    ...(band.bold ? bold : regular),
  })),
);

/** The generated rules of the fallback faces. */
export const FALLBACK_CSS_FILE = 'src/styles/font-fallbacks.css';
