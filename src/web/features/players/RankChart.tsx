import { Text } from '@mantine/core';
import { formatDate } from '../../../shared/time.js';

interface Point {
  at: string;
  rank: number | null;
}

const W = 320;
const H = 140;
const PAD = { left: 28, right: 10, top: 10, bottom: 22 };

/**
 * The player's rank over time as a small step line: rank 1 at the top. Plain SVG, so the chart
 * costs no library and scales to the phone's width.
 */
export function RankChart({ points, label }: { points: Point[]; label: string }) {
  const ranked = points.filter((p): p is { at: string; rank: number } => p.rank !== null);
  if (ranked.length === 0) return null;
  const worst = Math.max(...ranked.map((p) => p.rank), 2);
  const t0 = Date.parse(ranked[0].at);
  const t1 = Math.max(Date.parse(ranked[ranked.length - 1].at), t0 + 1);
  const x = (at: string) => PAD.left + ((Date.parse(at) - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (rank: number) => PAD.top + ((rank - 1) / (worst - 1)) * (H - PAD.top - PAD.bottom);
  let d = `M ${x(ranked[0].at)} ${y(ranked[0].rank)}`;
  for (const p of ranked.slice(1)) d += ` H ${x(p.at)} V ${y(p.rank)}`;
  d += ` H ${W - PAD.right}`;
  const summary = ranked.map((p) => `${formatDate(p.at)}: ${p.rank}.`).join(', ');

  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={`${label}: ${summary}`}>
        <line x1={PAD.left} x2={W - PAD.right} y1={y(1)} y2={y(1)} stroke="var(--mantine-color-gray-3)" />
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={y(worst)}
          y2={y(worst)}
          stroke="var(--mantine-color-gray-3)"
        />
        <text x={PAD.left - 6} y={y(1) + 4} textAnchor="end" fontSize="10" fill="currentColor">
          1
        </text>
        <text x={PAD.left - 6} y={y(worst) + 4} textAnchor="end" fontSize="10" fill="currentColor">
          {worst}
        </text>
        <path d={d} fill="none" stroke="var(--mantine-color-teal-6)" strokeWidth="2.5" />
        {ranked.map((p) => (
          <circle
            key={`${p.at}-${p.rank}`}
            cx={x(p.at)}
            cy={y(p.rank)}
            r="3.5"
            fill="var(--mantine-color-teal-7)"
          />
        ))}
        <text x={PAD.left} y={H - 4} fontSize="10" fill="currentColor">
          {formatDate(ranked[0].at)}
        </text>
        <text x={W - PAD.right} y={H - 4} fontSize="10" textAnchor="end" fill="currentColor">
          {formatDate(ranked[ranked.length - 1].at)}
        </text>
      </svg>
      <Text component="figcaption" fz="xs" c="dimmed">
        {label}
      </Text>
    </figure>
  );
}
