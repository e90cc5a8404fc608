import { useEffect, useState } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from 'recharts';
import {
  CHART_HEIGHT,
  FOCUS_AREAS,
  RADAR_ANIMATION_MS,
  RADAR_DELAY_MS,
  RADAR_SCORES,
  SCORE_MAX,
  type FocusArea,
} from '../../content/assessment';
import { useHydrated } from './useHydrated';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import './ReadinessRadar.css';

/** On a phone the polygon keeps a fixed radius (px) so the longest axis labels (e.g. "Mükemmeliyet") fit beside it. */
const NARROW_RADIUS = 64;

interface Props {
  /** Axis labels, already translated. */
  labels: Record<FocusArea, string>;
}

/**
 * The sample readiness profile. It opens at zero and grows to the scores after a short pause,
 * so the shape reads as a result arriving; with reduced motion it shows the scores at once.
 * The SVG is hidden from assistive technology: the page carries the same scores as a table.
 */
export default function ReadinessRadar({ labels }: Props) {
  const hydrated = useHydrated();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const narrow = useMediaQuery('(max-width: 480px)');
  const [scored, setScored] = useState(false);

  useEffect(() => {
    if (reducedMotion) {
      setScored(true);
      return;
    }
    const timer = window.setTimeout(() => setScored(true), RADAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reducedMotion]);

  const data = FOCUS_AREAS.map((key) => ({
    key,
    label: labels[key],
    score: scored ? RADAR_SCORES[key] : 0,
  }));

  return (
    <div
      className="readiness-radar"
      style={{ minHeight: CHART_HEIGHT }}
      aria-hidden="true"
      data-scored={scored}
    >
      {hydrated && (
        <RadarChart
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          data={data}
          outerRadius={narrow ? NARROW_RADIUS : '72%'}
          accessibilityLayer={false}
        >
          <defs>
            <radialGradient id="readiness-radar-fill">
              <stop offset="0%" className="readiness-radar__stop-inner" />
              <stop offset="100%" className="readiness-radar__stop-outer" />
            </radialGradient>
          </defs>
          <PolarGrid gridType="polygon" />
          <PolarAngleAxis dataKey="label" tickSize={14} />
          <PolarRadiusAxis
            domain={[0, SCORE_MAX]}
            tickCount={SCORE_MAX + 1}
            angle={90}
            axisLine={false}
            tickLine={false}
            tick={!narrow}
          />
          <Radar
            dataKey="score"
            fill="url(#readiness-radar-fill)"
            fillOpacity={1}
            strokeWidth={2.5}
            dot={{ r: 4 }}
            isAnimationActive={!reducedMotion}
            animationBegin={0}
            animationDuration={RADAR_ANIMATION_MS}
            animationEasing="ease-out"
          />
        </RadarChart>
      )}
    </div>
  );
}
