/**
 * The site's typeface is Inter (variable weight), self-hosted. Its Latin subset (from
 * @fontsource-variable/inter) covers English, Spanish and French, and Turkish except these letters,
 * which come from a small subset of our own (scripts/subset-font.ts). src/styles/fonts.css declares both.
 */
export const EXTRA_CHARACTERS = 'ĞğİŞş';

export const EXTRA_FONT_FILE = 'src/assets/fonts/inter-turkish-wght.woff2';

