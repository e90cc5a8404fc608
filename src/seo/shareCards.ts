/**
 * The share images (Open Graph and X cards, 1200 x 630) that carry words: drawn at build time from
 * the texts they show, in the page's language, so an edit in the admin redraws them at the next
 * build and a new language gets its own with no new file.
 *
 * - `brand`: the site's card for a page without an image of its own: the logo, the brand and its
 *   tagline (`common:brandTagline`).
 * - `assessment`: the assessment page's heading (`assessment:hero`) beside its radar.
 * - `geo`: the GEO page's heading (`geo:hero`) beside an answer, as an AI browser shows one.
 *
 * Each card is laid out by satori (text drawn as paths from Inter, `cardFonts.ts`) over an SVG
 * background, turned into a JPEG by sharp, and served at a path named after its bytes
 * (`/social/assessment-fr.0c1d2e3f.jpg`, src/pages/social/[file].ts), so a network that keeps an
 * image by its address fetches a changed card anew.
 */
import { createHash } from 'node:crypto';
import satori from 'satori';
import sharp from 'sharp';
import { radarGeometry, points } from '../components/assessment/radarGeometry.ts';
import { LOCALES, type Locale } from '../config/locales.ts';
import { SITE } from '../config/site.ts';
import { useTranslations } from '../i18n/index.ts';
import { cardFonts, type CardFont, type CardFonts } from './cardFonts.ts';
import logo from '../../public/brand/logo.svg?raw';

export const SHARE_CARDS = ['brand', 'assessment', 'geo'] as const;
export type ShareCardKind = (typeof SHARE_CARDS)[number];

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

/** The site's colours (src/styles/tokens.css). */
const COLOR = {
  night: '#070b1f',
  space: '#0c1330',
  violet: '#6d3ef5',
  lilac: '#8b63ff',
  cyan: '#38d6f5',
  text: '#f3f5ff',
  muted: '#b9c0e4',
};

/** A run of a heading; an accent run is drawn in the heading gradient, as the page draws it. */
interface Run {
  text: string;
  accent?: boolean;
}

interface CardTexts {
  title: Run[];
  subtitle: string;
}

/** The words of a card in one language, from its translations and the brand. */
export function cardTexts(kind: ShareCardKind, lang: Locale): CardTexts {
  const { t } = useTranslations(lang);
  switch (kind) {
    case 'brand':
      return { title: [{ text: SITE.name }], subtitle: t('common:brandTagline') };
    case 'assessment':
      return {
        title: [
          { text: t('assessment:hero.highlight'), accent: true },
          { text: t('assessment:hero.suffix') },
        ],
        subtitle: t('assessment:hero.subtitle'),
      };
    case 'geo':
      return { title: [{ text: t('geo:hero.title') }], subtitle: t('geo:hero.subtitle') };
  }
}

export const CARD_WEIGHTS: CardFont['weight'][] = [500, 600, 700];

/** Every text of every card in every language: the letters the fonts are cut to, once per build. */
let fonts: Promise<CardFonts> | undefined;
const allFonts = () =>
  (fonts ??= cardFonts(
    [
      SITE.name.toUpperCase(),
      ...SHARE_CARDS.flatMap((kind) =>
        LOCALES.map((lang) => {
          const { title, subtitle } = cardTexts(kind, lang);
          return [...title.map((run) => run.text), subtitle].join(' ');
        }),
      ),
    ].join(' '),
    CARD_WEIGHTS,
  ));

/** satori's element tree, without React. */
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; [key: string]: unknown };
}
const h = (type: string, style: Record<string, unknown>, children?: unknown, props = {}): Node => ({
  type,
  props: { style, children, ...props },
});

const svgImage = (svg: string, style: Record<string, unknown>) =>
  h('img', style, undefined, {
    src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  });

/** Headings are set a little tight, as on the pages. */
const LETTER_SPACING = -0.02;

const HEADING_GRADIENT = `linear-gradient(100deg, ${COLOR.cyan}, ${COLOR.lilac} 85%)`;

/**
 * A heading broken into lines of at most `maxWidth`, at the largest of `sizes` that fits in
 * `maxLines`, each line a row of runs. An accent run that breaks keeps one gradient across its
 * lines, as the page's `background-clip: text` does.
 */
function heading(
  runs: Run[],
  { width }: CardFonts,
  {
    sizes,
    maxWidth,
    maxLines,
    weight,
  }: { sizes: number[]; maxWidth: number; maxLines: number; weight: CardFont['weight'] },
): Node {
  const words = runs.flatMap((run) =>
    run.text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ word, accent: Boolean(run.accent) })),
  );
  const measure = (text: string, size: number) =>
    width(text, weight, size) + [...text].length * LETTER_SPACING * size;
  const layout = (size: number) => {
    const lines: (typeof words)[] = [[]];
    for (const word of words) {
      const line = lines.at(-1)!;
      const next = [...line, word].map(({ word: text }) => text).join(' ');
      if (line.length > 0 && measure(next, size) > maxWidth) lines.push([word]);
      else line.push(word);
    }
    return lines;
  };
  // The largest size that sets the heading in two lines, else in `maxLines`.
  const fits = sizes.map((size) => ({ size, lines: layout(size) }));
  const fit = [Math.min(2, maxLines), maxLines]
    .map((most) => fits.find(({ lines }) => lines.length <= most))
    .find(Boolean);
  if (!fit)
    throw new Error(
      `A share card's heading does not fit in ${maxLines} lines: ${runs.map(({ text }) => text).join(' ')}`,
    );
  const { size, lines } = fit;
  const accentText = words.filter(({ accent }) => accent).map(({ word }) => word);
  const accentWidth = measure(accentText.join(' '), size);
  let accentBefore = 0;
  const lineHeight = Math.round(size * 1.12);
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      fontSize: size,
      fontWeight: weight,
      lineHeight: `${lineHeight}px`,
      letterSpacing: `${LETTER_SPACING}em`,
    },
    lines.map((line) => {
      const pieces: { text: string; accent: boolean }[] = [];
      for (const { word, accent } of line) {
        const last = pieces.at(-1);
        if (last && last.accent === accent) last.text += ` ${word}`;
        else pieces.push({ text: last ? ` ${word}` : word, accent });
      }
      return h(
        'div',
        { display: 'flex', whiteSpace: 'pre' },
        pieces.map(({ text, accent }) => {
          if (!accent) return h('span', { color: COLOR.text }, text);
          const offset = accentBefore;
          accentBefore += measure(`${text.trim()} `, size);
          return h(
            'span',
            {
              backgroundImage: HEADING_GRADIENT,
              backgroundSize: `${Math.ceil(accentWidth)}px ${lineHeight}px`,
              backgroundPosition: `${-Math.round(offset)}px 0`,
              backgroundClip: 'text',
              color: 'transparent',
            },
            text,
          );
        }),
      );
    }),
  );
}

/** Small stars, always the same: a seeded sequence. */
function stars(count: number, seed: number, place: (x: number, y: number) => boolean) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const dots: string[] = [];
  while (dots.length < count) {
    const [x, y, r, o] = [
      random() * CARD_WIDTH,
      random() * CARD_HEIGHT,
      0.6 + random() * 1.4,
      0.25 + random() * 0.6,
    ];
    if (place(x, y))
      dots.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}" fill="${COLOR.text}" fill-opacity="${o.toFixed(2)}"/>`,
      );
  }
  return dots.join('');
}

/** The night sky every card is drawn on: violet light from the top right, teal from the bottom left. */
const sky = (
  light: number,
  extra = '',
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs>
<linearGradient id="base" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOR.night}"/><stop offset="0.55" stop-color="${COLOR.space}"/><stop offset="1" stop-color="${COLOR.night}"/></linearGradient>
<radialGradient id="violet" cx="1060" cy="-40" r="760" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${COLOR.violet}" stop-opacity="${light}"/><stop offset="1" stop-color="${COLOR.violet}" stop-opacity="0"/></radialGradient>
<radialGradient id="teal" cx="60" cy="690" r="560" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#1b6d8f" stop-opacity="0.4"/><stop offset="1" stop-color="#1b6d8f" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#base)"/><rect width="100%" height="100%" fill="url(#violet)"/><rect width="100%" height="100%" fill="url(#teal)"/>${extra}</svg>`;

/**
 * The logo (public/brand/logo.svg): its mark alone, or on a tile outlined to stand out from the
 * card's dark sky.
 */
const mark = (tile: boolean) =>
  logo.replace(
    /<rect[^>]*\/>/,
    tile
      ? `<rect x="0.5" y="0.5" width="63" height="63" rx="16" fill="${COLOR.night}" stroke="${COLOR.muted}" stroke-opacity="0.18"/>`
      : '',
  );

/** The assessment's radar, as the page's hero draws it, in a glow. */
function radar(cx: number, cy: number, radius: number) {
  const { rings, spokes, profile } = radarGeometry(0, radius);
  const at = `translate(${cx} ${cy})`;
  return `<defs>
<radialGradient id="glow" cx="${cx}" cy="${cy}" r="${radius * 1.65}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${COLOR.violet}" stop-opacity="0.5"/><stop offset="1" stop-color="${COLOR.violet}" stop-opacity="0"/></radialGradient>
<linearGradient id="profile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOR.cyan}" stop-opacity="0.55"/><stop offset="1" stop-color="${COLOR.lilac}" stop-opacity="0.55"/></linearGradient>
</defs>
<circle cx="${cx}" cy="${cy}" r="${radius * 1.65}" fill="url(#glow)"/>
<g transform="${at}" fill="none" stroke="${COLOR.muted}" stroke-opacity="0.22" stroke-width="1.5">
${rings.map((ring) => `<polygon points="${points(ring)}"/>`).join('')}
${spokes.map(([x, y]) => `<line x1="0" y1="0" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}"/>`).join('')}
</g>
<g transform="${at}">
<polygon points="${points(profile)}" fill="url(#profile)" stroke="${COLOR.cyan}" stroke-width="3" stroke-linejoin="round"/>
${profile.map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="13" fill="${COLOR.cyan}" fill-opacity="0.2"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="${COLOR.text}"/>`).join('')}
</g>`;
}

/** An answer in an AI browser: a window of text lines, one cited source highlighted. */
function answer(x: number, y: number) {
  const bar = (bx: number, by: number, w: number, fill: string, opacity: number) =>
    `<rect x="${bx}" y="${by}" width="${w}" height="14" rx="7" fill="${fill}" fill-opacity="${opacity}"/>`;
  return `<defs><linearGradient id="cite" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOR.violet}"/><stop offset="1" stop-color="#2b3a7a"/></linearGradient></defs>
<g transform="translate(${x} ${y})">
<rect x="0" y="0" width="420" height="330" rx="28" fill="${COLOR.space}" stroke="${COLOR.muted}" stroke-opacity="0.25" stroke-width="2"/>
${bar(32, 36, 250, '#2b3a7a', 1)}
<rect x="32" y="70" width="360" height="92" rx="18" fill="url(#cite)"/>
${bar(56, 96, 260, COLOR.text, 0.92)}${bar(56, 120, 200, COLOR.text, 0.55)}
${bar(32, 186, 300, COLOR.muted, 0.5)}${bar(32, 214, 340, COLOR.muted, 0.35)}
<rect x="32" y="262" width="150" height="40" rx="20" fill="none" stroke="${COLOR.cyan}" stroke-width="3"/>
<circle cx="58" cy="282" r="7" fill="${COLOR.cyan}"/>${bar(74, 275, 90, COLOR.cyan, 0.75)}
</g>`;
}

const subtitleStyle = (size: number) => ({
  display: 'flex',
  fontSize: size,
  fontWeight: 500,
  lineHeight: 1.35,
  color: COLOR.muted,
});

/** The card of one kind: its background and art, its words laid over them. */
function design(kind: ShareCardKind, { title, subtitle }: CardTexts, fonts: CardFonts): Node {
  const root = (background: string, content: Node[]) =>
    h(
      'div',
      {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        position: 'relative',
        fontFamily: fonts.family,
      },
      [
        svgImage(background, {
          position: 'absolute',
          left: 0,
          top: 0,
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
        }),
        // Drawn after the background: satori paints positioned boxes in order, after the others.
        h(
          'div',
          {
            position: 'absolute',
            left: 0,
            top: 0,
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            display: 'flex',
          },
          content,
        ),
      ],
    );
  /** The words' column, left, centred from top to bottom. */
  const column = (left: number, width: number, children: Node[]) =>
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: `0 0 0 ${left}px`,
        width,
      },
      children,
    );
  /** A page's heading: two lines at most where it can, three where it must. */
  const pageHeading = (maxWidth: number) =>
    heading(title, fonts, { sizes: [66, 62, 58, 54, 50, 46], maxWidth, maxLines: 3, weight: 700 });
  switch (kind) {
    case 'brand':
      return root(
        // Stars in a band from the bottom left to the top right, clear of the words.
        sky(
          0.7,
          stars(
            80,
            7,
            (x, y) =>
              Math.abs(y - (CARD_HEIGHT - x * 0.55)) < 150 && (x > 760 || y < 150 || y > 540),
          ),
        ),
        [
          column(96, CARD_WIDTH - 96, [
            svgImage(mark(true), { width: 120, height: 120, marginBottom: 40 }),
            heading(title, fonts, {
              sizes: [84, 72, 60],
              maxWidth: 1000,
              maxLines: 1,
              weight: 700,
            }),
            h('div', { ...subtitleStyle(38), marginTop: 18, maxWidth: 1000 }, subtitle),
          ]),
        ],
      );
    case 'assessment':
      return root(sky(0.3, radar(910, 315, 190)), [
        column(80, 700, [
          h('div', { display: 'flex', alignItems: 'center', marginBottom: 44 }, [
            svgImage(mark(false), { width: 52, height: 52, marginRight: 18 }),
            h('span', { fontSize: 26, fontWeight: 600, color: COLOR.text }, SITE.name),
          ]),
          pageHeading(600),
          h('div', { ...subtitleStyle(28), marginTop: 30, maxWidth: 580 }, subtitle),
        ]),
      ]);
    case 'geo':
      return root(sky(0.6, stars(14, 3, (x) => x < 680) + answer(700, 150)), [
        column(80, 660, [
          h(
            'div',
            {
              display: 'flex',
              fontSize: 24,
              fontWeight: 700,
              letterSpacing: '0.14em',
              color: COLOR.cyan,
              marginBottom: 34,
            },
            SITE.name.toUpperCase(),
          ),
          pageHeading(560),
          h('div', { ...subtitleStyle(30), marginTop: 26, maxWidth: 560 }, subtitle),
          h('div', {
            width: 120,
            height: 6,
            borderRadius: 3,
            marginTop: 40,
            backgroundImage: `linear-gradient(90deg, ${COLOR.violet}, ${COLOR.lilac})`,
          }),
        ]),
      ]);
  }
}

/**
 * The card as a JPEG: smooth gradients and crisp letters (no chroma subsampling) at 45 to 75 KB. A
 * 256-colour PNG weighs as much and shows bands and dither blotches in the glows.
 */
export async function drawShareCard(
  kind: ShareCardKind,
  texts: CardTexts,
  fonts: CardFonts,
): Promise<Buffer> {
  const svg = await satori(design(kind, texts, fonts) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fonts.fonts,
  });
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** Where the cards are served; their names change with their bytes, so they are cached for good. */
export const SHARE_CARD_FOLDER = '/social/';

export interface ShareCard {
  /** The file name under /social/, after the card, its language and its bytes. */
  file: string;
  /** Its address on the site. */
  path: string;
  image: Buffer;
}

const cards = new Map<string, Promise<ShareCard>>();

/** The card of `kind` in `lang`, drawn once per build. */
export function shareCard(kind: ShareCardKind, lang: Locale): Promise<ShareCard> {
  const key = `${kind}-${lang}`;
  let card = cards.get(key);
  if (!card) {
    card = allFonts()
      .then((fonts) => drawShareCard(kind, cardTexts(kind, lang), fonts))
      .then((image) => {
        const file = `${key}.${createHash('sha256').update(image).digest('hex').slice(0, 8)}.jpg`;
        return { file, path: `${SHARE_CARD_FOLDER}${file}`, image };
      });
    cards.set(key, card);
  }
  return card;
}
