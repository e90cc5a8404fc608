import { FOCUS_AREAS, RADAR_SCORES, SCORE_MAX } from '../../content/assessment.ts';

type Point = readonly [number, number];

/** A tenth of a pixel is finer than any screen draws, and a shorter number in the page's HTML. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** A list of points as an SVG `points` attribute. */
export const points = (list: readonly Point[]) => list.map((point) => point.join(',')).join(' ');

/**
 * The sample profile's radar drawn around (`center`, `center`): the scoring grid's rings and spokes
 * and the profile's corners, the first focus area at the top. Shared by the assessment hero's art
 * and its share card.
 */
export function radarGeometry(center: number, radius: number) {
  const corner = (index: number, share: number): Point => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / FOCUS_AREAS.length;
    return [
      tenth(center + Math.cos(angle) * radius * share),
      tenth(center + Math.sin(angle) * radius * share),
    ];
  };
  return {
    rings: Array.from({ length: SCORE_MAX }, (_, level) =>
      FOCUS_AREAS.map((_, index) => corner(index, (level + 1) / SCORE_MAX)),
    ),
    spokes: FOCUS_AREAS.map((_, index) => corner(index, 1)),
    profile: FOCUS_AREAS.map((key, index) => corner(index, RADAR_SCORES[key] / SCORE_MAX)),
  };
}
