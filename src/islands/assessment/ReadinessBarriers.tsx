import { Legend, PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts';
import {
  CHART_HEIGHT,
  RADIAL_ANIMATION_MS,
  RADIAL_ITEMS,
  RADIAL_MIN_ANGLE,
  RADIAL_VISIBLE_RATIO,
  type RadialKey,
} from '../../content/assessment';
import { useInViewOnce } from './useInViewOnce';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import './ReadinessBarriers.css';

interface Props {
  /** Item names, already translated. */
  labels: Record<RadialKey, string>;
  /** Each item's share, already formatted for the page's language (src/i18n/format.ts). */
  shares: Record<RadialKey, string>;
}

/** The widest share sets the scale, with headroom so the longest bar stops short of a full turn. */
const ANGLE_DOMAIN: [number, number] = [0, 40];

/**
 * Sample barriers to AI adoption as a radial bar chart. It draws once, when a quarter of it is on
 * screen, so its animation is seen. Below the mobile breakpoint the legend gives way to the
 * page's own list. The SVG is hidden from assistive technology: the page carries a table.
 */
export default function ReadinessBarriers({ labels, shares }: Props) {
  const [ref, seen] = useInViewOnce<HTMLDivElement>(RADIAL_VISIBLE_RATIO);
  const compact = useMediaQuery('(max-width: 768px)');
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const data = RADIAL_ITEMS.map((item) => ({ ...item, name: labels[item.key] }));
  const shareOf = new Map(data.map((item) => [item.name, shares[item.key]]));

  return (
    <div
      ref={ref}
      className="readiness-barriers"
      style={{ minHeight: CHART_HEIGHT }}
      aria-hidden="true"
      data-rendered={seen}
    >
      {seen && (
        <RadialBarChart
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          data={data}
          cx={compact ? '50%' : '30%'}
          innerRadius="15%"
          outerRadius="80%"
          barSize={15}
          startAngle={90}
          endAngle={-270}
          accessibilityLayer={false}
        >
          <PolarAngleAxis type="number" domain={ANGLE_DOMAIN} tick={false} axisLine={false} />
          <RadialBar
            dataKey="value"
            minPointSize={RADIAL_MIN_ANGLE}
            background
            cornerRadius={8}
            isAnimationActive={!reducedMotion}
            animationBegin={0}
            animationDuration={RADIAL_ANIMATION_MS}
            animationEasing="ease-out"
          />
          {!compact && (
            <Legend
              position="right"
              iconType="circle"
              iconSize={10}
              itemSorter={null}
              wrapperStyle={{ width: '52%' }}
              formatter={(name: string) => (
                <span className="readiness-barriers__legend-item">
                  <span>{name}</span>
                  <strong>{shareOf.get(name)}</strong>
                </span>
              )}
            />
          )}
        </RadialBarChart>
      )}
    </div>
  );
}
