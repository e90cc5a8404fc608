/**
 * The site's typeface is Inter (variable weight), self-hosted. Its Latin subset (from
 * @fontsource-variable/inter) covers English, Spanish and French, and Turkish except these letters,
 * which come from a small subset of our own (scripts/subset-font.ts). src/styles/fonts.css declares both.
 */
export const EXTRA_CHARACTERS = 'ĞğİŞş';

export const EXTRA_FONT_FILE = 'src/assets/fonts/inter-turkish-wght.woff2';

/** The Latin subset, as a package path. */
export const INTER_LATIN_FILE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export interface FallbackFace {
  family: string;
  /** The CSS `font-weight` range the face serves. */
  weight: string;
  /** The Inter weight whose advances it matches. */
  interWeight: number;
  /** Names of the local font, as `local()` matches them (full name, then PostScript name). */
  local: string[];
  /** A metric-compatible copy of that local font, as a package path, to read its metrics from. */
  metricsFrom: string;
}

/**
 * Local faces that stand in for Inter wherever it is not there in time for the first paint (the
 * faces are `font-display: optional`), sized to take exactly its room, so a page laid out with
 * them has Inter's line breaks and heights. Arial (Windows, macOS, iOS; Arimo and Liberation Sans
 * are its metric-compatible twins on Linux and ChromeOS) and Roboto (Android), regular and bold.
 * `npm run fonts` writes their rules to src/styles/font-fallbacks.css.
 */
export const FALLBACK_FACES: FallbackFace[] = [
  {
    family: 'Inter Fallback',
    weight: '100 500',
    interWeight: 400,
    local: ['Arial', 'ArialMT', 'Arimo', 'Liberation Sans', 'LiberationSans'],
    metricsFrom: '@fontsource/arimo/files/arimo-latin-400-normal.woff2',
  },
  {
    family: 'Inter Fallback',
    weight: '600 900',
    interWeight: 700,
    local: [
      'Arial Bold',
      'Arial-BoldMT',
      'Arimo Bold',
      'Arimo-Bold',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
    ],
    metricsFrom: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
  },
  {
    family: 'Inter Fallback Android',
    weight: '100 500',
    interWeight: 400,
    local: ['Roboto', 'Roboto-Regular'],
    metricsFrom: '@fontsource/roboto/files/roboto-latin-400-normal.woff2',
  },
  {
    family: 'Inter Fallback Android',
    weight: '600 900',
    interWeight: 700,
    local: ['Roboto Bold', 'Roboto-Bold'],
    metricsFrom: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
  },
];

/** The generated rules of the fallback faces. */
export const FALLBACK_CSS_FILE = 'src/styles/font-fallbacks.css';
