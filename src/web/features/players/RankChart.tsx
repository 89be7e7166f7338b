import { Text } from '@mantine/core';
import { formatDate } from '../../../shared/time.js';

interface Point {
  at: string;
  rank: number | null;
}

const W = 320;
const H = 150;
/** The plot's height when there is one rank to show (a player only ever 1st): a band, not a blank box. */
const FLAT_PLOT = 24;
const PAD = { left: 30, right: 12, top: 10, bottom: 24 };
/** Beyond this many points the dots would blur into a bar: the line alone, and the last dot. */
const MAX_DOTS = 40;

/** Whole-number rank ticks from 1 down to the worst rank, at most five, on a 1-2-5 step; just 1 when the worst is 1. */
export function rankTicks(worst: number): number[] {
  const step = [1, 2, 5, 10, 20, 25, 50, 100].find((s) => (worst - 1) / s <= 4) ?? Math.ceil((worst - 1) / 4);
  const ticks = [1];
  for (let r = step; r < worst; r += step) if (r > 1) ticks.push(r);
  if (ticks[ticks.length - 1] !== worst) ticks.push(worst);
  // The worst rank is always shown; a step tick crowding it gives way.
  if (ticks.length > 2 && worst - ticks[ticks.length - 2] < step / 2) ticks.splice(ticks.length - 2, 1);
  return ticks;
}

/**
 * The rank axis of the ranks a player held: rank 1 at the top (0) down to the worst they held at
 * the bottom (1), with its ticks. A player who was only ever 1st gets the one tick, 1, on a line
 * along the top: no rank they never held is labelled.
 */
export function rankAxis(ranks: number[]): { ticks: number[]; at: (rank: number) => number } {
  const worst = Math.max(1, ...ranks);
  return { ticks: rankTicks(worst), at: (rank) => (worst === 1 ? 0 : (rank - 1) / (worst - 1)) };
}

/** The dates on the time axis: the first and the last, and between them as many as fit (three at most). */
function timeTicks(t0: number, t1: number): number[] {
  if (t1 - t0 < 2 * 86_400_000) return [t0];
  const inner = t1 - t0 > 21 * 86_400_000 ? 2 : t1 - t0 > 7 * 86_400_000 ? 1 : 0;
  return Array.from({ length: inner + 2 }, (_, i) => t0 + ((t1 - t0) * i) / (inner + 1));
}

/**
 * The player's rank over time as a step line, rank 1 at the top, dates along the bottom. Plain
 * SVG, so the chart costs no library and scales to the phone's width; it reads the same with two
 * points as with two hundred (dots are drawn only while they stay apart). Across seasons, each
 * season's end is a dashed upright line, so the jump of a reset reads as the new season's start.
 */
export function RankChart({
  points,
  label,
  marks = [],
}: {
  points: Point[];
  label: string;
  /** Instants marked by a dashed upright line (the ends of seasons), where they fall inside the chart. */
  marks?: string[];
}) {
  const ranked = points.filter((p): p is { at: string; rank: number } => p.rank !== null);
  if (ranked.length === 0) return null;
  const axis = rankAxis(ranked.map((p) => p.rank));
  const worst = axis.ticks[axis.ticks.length - 1];
  const t0 = Date.parse(ranked[0].at);
  const t1 = Math.max(Date.parse(ranked[ranked.length - 1].at), t0 + 1);
  const plotW = W - PAD.left - PAD.right;
  const xAt = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * plotW;
  const x = (at: string) => xAt(Date.parse(at));
  const plotH = axis.ticks.length === 1 ? FLAT_PLOT : H - PAD.top - PAD.bottom;
  const h = PAD.top + plotH + PAD.bottom;
  const y = (rank: number) => PAD.top + axis.at(rank) * plotH;
  let d = `M ${x(ranked[0].at)} ${y(ranked[0].rank)}`;
  for (const p of ranked.slice(1)) d += ` H ${x(p.at)} V ${y(p.rank)}`;
  d += ` H ${W - PAD.right}`;
  const last = ranked[ranked.length - 1];
  const dots = ranked.length <= MAX_DOTS ? ranked : [last];
  const dates = timeTicks(t0, t1);
  // Spoken as the changes, at most the last 12: two hundred dates read aloud help no one.
  const spoken = ranked.slice(-12);
  const summary = `${ranked.length > spoken.length ? `son ${spoken.length} değişiklik: ` : ''}${spoken
    .map((p) => `${formatDate(p.at)}: ${p.rank}.`)
    .join(', ')}`;

  return (
    <figure style={{ margin: 0, maxWidth: 560 }}>
      <svg viewBox={`0 0 ${W} ${h}`} width="100%" role="img" aria-label={`${label}: ${summary}`}>
        {axis.ticks.map((r) => (
          <g key={r}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(r)}
              y2={y(r)}
              stroke="var(--mantine-color-gray-3)"
              strokeDasharray={r === 1 || r === worst ? undefined : '2 3'}
            />
            <text x={PAD.left - 6} y={y(r) + 4} textAnchor="end" fontSize="10" fill="currentColor">
              {r}
            </text>
          </g>
        ))}
        {marks
          .map((at) => x(at))
          .filter((mx) => mx > PAD.left + 1 && mx < W - PAD.right - 1)
          .map((mx) => (
            <line
              key={mx}
              data-testid="season-mark"
              x1={mx}
              x2={mx}
              y1={PAD.top}
              y2={h - PAD.bottom}
              stroke="var(--mantine-color-gray-6)"
              strokeDasharray="4 3"
            />
          ))}
        <path
          d={d}
          fill="none"
          stroke="var(--mantine-color-teal-6)"
          strokeWidth={ranked.length > MAX_DOTS ? 1.5 : 2.5}
        />
        {[...new Set(dots.map((p) => `${x(p.at)} ${y(p.rank)}`))].map((at) => {
          const [cx, cy] = at.split(' ');
          return <circle key={at} cx={cx} cy={cy} r="3.5" fill="var(--mantine-color-teal-7)" />;
        })}
        {dates.map((t, i) => (
          <text
            key={t}
            x={xAt(t)}
            y={h - 6}
            fontSize="10"
            fill="currentColor"
            textAnchor={i === 0 ? 'start' : i === dates.length - 1 ? 'end' : 'middle'}
          >
            {formatDate(new Date(t).toISOString())}
          </text>
        ))}
      </svg>
      <Text component="figcaption" fz="xs" c="dimmed">
        {label}
      </Text>
    </figure>
  );
}
