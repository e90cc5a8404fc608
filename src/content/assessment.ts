/**
 * The assessment page's sample figures. They illustrate the report a client receives and belong
 * to no real organisation; editors replace them here, the page and the charts read nothing else.
 */

/** The five focus areas, in the order the radar and the focus grid show them. */
export const FOCUS_AREAS = ['team', 'plan', 'adapt', 'excel', 'culture'] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

/** The top of the scoring scale. */
export const SCORE_MAX = 5;

/** Sample readiness scores on the 0 to 5 scale. */
export const RADAR_SCORES: Record<FocusArea, number> = {
  team: 3,
  plan: 2.3,
  adapt: 2.6,
  excel: 1.8,
  culture: 3.2,
};

/** How long the radar shows zeros before the scores grow in, and how long they take. */
export const RADAR_DELAY_MS = 500;
export const RADAR_ANIMATION_MS = 1400;

export const RADIAL_KEYS = [
  'data',
  'infra',
  'strategy',
  'workforce',
  'culture',
  'process',
  'governance',
] as const;
export type RadialKey = (typeof RADIAL_KEYS)[number];

interface RadialItem {
  key: RadialKey;
  /** Share of all mentioned barriers, in percent. */
  value: number;
  /** A reference figure kept with the source data set; the chart does not draw it. */
  reference: number;
  /** Bar colour; each passes 3:1 contrast against the white card. */
  fill: string;
}

/** Sample barriers to adoption, as shares of mentions (they add up to 100). */
export const RADIAL_ITEMS: readonly RadialItem[] = [
  { key: 'data', value: 31.47, reference: 2400, fill: '#5326d9' },
  { key: 'infra', value: 26.69, reference: 4567, fill: '#7c4dff' },
  { key: 'strategy', value: 15.69, reference: 1398, fill: '#2563eb' },
  { key: 'workforce', value: 8.22, reference: 9800, fill: '#0e7490' },
  { key: 'culture', value: 8.63, reference: 3908, fill: '#0f766e' },
  { key: 'process', value: 2.63, reference: 4800, fill: '#b45309' },
  { key: 'governance', value: 6.67, reference: 4800, fill: '#be185d' },
];

export const RADIAL_ANIMATION_MS = 1200;
/** The shortest bar still spans this many degrees, so small shares stay visible (recharts calls it `minPointSize`). */
export const RADIAL_MIN_ANGLE = 10;
/** Share of the chart that must be on screen before it draws. */
export const RADIAL_VISIBLE_RATIO = 0.25;

/** Focus cards: share of a card on screen that reveals it, and the delay between cards seen together. */
export const CARD_VISIBLE_RATIO = 0.2;
export const CARD_STAGGER_MS = 120;

/** The height both charts reserve, so nothing moves when they draw. */
export const CHART_HEIGHT = 420;
