/**
 * The game's colours. A canvas cannot read CSS custom properties without a layout read per frame,
 * so these mirror src/styles/tokens.css (space, violet, cyan) plus the coral of the bugs.
 */
export const PALETTE = {
  space950: '#070b1f',
  space900: '#0c1330',
  space800: '#16204a',
  space700: '#24306a',
  violet: '#6d3ef5',
  violetLight: '#8b63ff',
  violetPale: '#c9b8ff',
  cyan: '#38d6f5',
  cyanPale: '#b8f3ff',
  white: '#f3f5ff',
  muted: '#b9c0e4',
  coral: '#ff4d7d',
  coralDark: '#b81d55',
  plum: '#2a1240',
  ink: '#0c1330',
} as const;
