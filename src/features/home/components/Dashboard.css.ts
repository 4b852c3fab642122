import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });
export const greeting = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const columns = style({
  display: 'grid', gap: vars.space.lg, alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
});
export const card = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, minWidth: 0, alignContent: 'start',
});
/**
 * A card mostly below a phone's first screen (recent activity): the browser lays it out and paints it
 * only when it comes near the viewport (its size is an estimate until then, and remembered after).
 * The sections after it render only when near (WhenNear).
 */
export const offscreen = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' });
export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const headerLink = style({ fontWeight: 600, minHeight: '44px', display: 'inline-flex', alignItems: 'center' });
export const doctorRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 });
export const doctorText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 });
export const doctorName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const when = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const text = style({ margin: 0 });
export const badge = style({
  display: 'inline-flex', alignItems: 'center', padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs, fontWeight: 700, background: vars.color.primarySoft, color: vars.color.primary, whiteSpace: 'nowrap',
  justifySelf: 'start',
});
export const notice = style({
  margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.primarySoft, fontSize: vars.fontSize.sm,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const blocked = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const medication = style({
  display: 'grid', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
});
export const medName = style({ margin: 0, fontWeight: 700 });
export const link = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`, borderRadius: vars.radius.md, fontWeight: 600, textDecoration: 'none',
  border: `1px solid ${vars.color.primary}`, color: vars.color.primary, background: vars.color.surface,
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.primarySoft } },
});
