import { Trans, useLingui } from '@lingui/react/macro';
import { formatBs } from '@contracts/bikram-sambat';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import type { LabResult } from '@contracts/lab-tests';
import { numericValue, parseRange } from '@contracts/lab-flags';
import { FLAG_LABELS } from '../labels';
import * as s from './TrendChart.css';

type Point = { at: string; value: number; flag: LabResult['flag'] };
export type Trend = { parameter: string; unit: string | null; range: string | null; points: Point[] };

/** Parameters measured more than once with a number, oldest point first (issue 30). */
export function trendsOf(results: LabResult[]): Trend[] {
  const by = new Map<string, Trend>();
  for (const r of results) {
    const value = numericValue(r.value);
    if (value === undefined) continue;
    const key = r.parameter.trim().toLowerCase();
    const trend = by.get(key) ?? { parameter: r.parameter, unit: r.unit, range: r.referenceRange, points: [] };
    trend.points.push({ at: r.reportedAt, value, flag: r.flag });
    by.set(key, trend);
  }
  return [...by.values()].filter((x) => x.points.length > 1).map((x) => ({ ...x, points: x.points.sort((a, b) => a.at.localeCompare(b.at)) }));
}

const W = 320;
const H = 150;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

/** A small line chart of one parameter over time with its reference range as a band; BS dates below. */
export function TrendChart({ trend }: { trend: Trend }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const range = trend.range ? parseRange(trend.range) : undefined;
  const values = trend.points.map((p) => p.value);
  const lo = Math.min(...values, range?.low ?? Infinity);
  const hi = Math.max(...values, range?.high ?? -Infinity);
  const span = hi - lo || Math.abs(hi) || 1;
  const min = lo - span * 0.15;
  const max = hi + span * 0.15;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (trend.points.length - 1);
  const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / (max - min);
  const num = (v: number) => formatNumber(v, locale, { maximumFractionDigits: 2 });
  // Bikram Sambat only (the axis is narrow), the day as in Nepal.
  const date = (iso: string) => formatBs(new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Kathmandu' }), locale);
  const first = trend.points[0]!;
  const last = trend.points[trend.points.length - 1]!;
  const summary = t`${trend.parameter}: ${num(first.value)} on ${date(first.at)}, ${num(last.value)} on ${date(last.at)}`;
  // The axis names the range's edges (each point carries its own value); without a range, the extremes.
  const edges = range ? [range.high, range.low].filter((v): v is number => v !== undefined) : [hi, lo];
  const ticks = edges.filter((v, i) => i === 0 || Math.abs(y(v) - y(edges[0]!)) >= 12);
  const bandTop = range?.high !== undefined ? y(range.high) : PAD.top;
  const bandBottom = range?.low !== undefined ? y(range.low) : H - PAD.bottom;
  return (
    <figure className={s.figure} data-testid="lab-trend" data-parameter={trend.parameter}>
      <figcaption className={s.caption}>
        <strong>{trend.parameter}</strong>{trend.unit ? ` (${trend.unit})` : ''}
        {trend.range ? <span className={s.muted}> · <Trans>Reference range</Trans> {trend.range}</span> : null}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className={s.svg} role="img" aria-label={summary}>
        {range ? <rect x={PAD.left} width={W - PAD.left - PAD.right} y={bandTop} height={Math.max(0, bandBottom - bandTop)} className={s.band} /> : null}
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} className={s.axis} />
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className={s.axis} />
        {ticks.map((v) => <text key={v} x={PAD.left - 4} y={y(v) + 4} textAnchor="end" className={s.tick}>{num(v)}</text>)}
        <polyline points={trend.points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} className={s.line} />
        {trend.points.map((p, i) => (
          <g key={`${p.at}-${i}`}>
            <circle cx={x(i)} cy={y(p.value)} r={p.flag && p.flag !== 'normal' ? 5 : 4} className={p.flag && p.flag !== 'normal' ? s.pointOut : s.point} />
            <text x={x(i)} y={y(p.value) - 8} textAnchor={i === 0 ? 'start' : i === trend.points.length - 1 ? 'end' : 'middle'} className={s.tick}>{num(p.value)}</text>
          </g>
        ))}
        {date(first.at) === date(last.at) ? (
          <text x={(PAD.left + W - PAD.right) / 2} y={H - 8} textAnchor="middle" className={s.tick}>{date(first.at)}</text>
        ) : (
          <>
            <text x={PAD.left} y={H - 8} textAnchor="start" className={s.tick}>{date(first.at)}</text>
            <text x={W - PAD.right} y={H - 8} textAnchor="end" className={s.tick}>{date(last.at)}</text>
          </>
        )}
      </svg>
      {last.flag && last.flag !== 'normal' ? <p className={s.flag}><Trans>Latest:</Trans> {i18n._(FLAG_LABELS[last.flag])}</p> : null}
    </figure>
  );
}
