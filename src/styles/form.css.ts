// Shared form layout for the profile, settings and support pages.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '960px' });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const card = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, minWidth: 0,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const grid2 = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });
export const grid3 = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
export const formError = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, color: vars.color.danger, border: `1px solid ${vars.color.danger}` });
export const success = style({ margin: 0, color: vars.color.primary, fontWeight: 600 });
export const input = style({
  appearance: 'none', width: '100%', minHeight: '44px', padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text,
  fontFamily: 'inherit', fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const badge = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.md,
  background: vars.color.primarySoft, color: vars.color.primary, fontWeight: 600, fontSize: vars.fontSize.sm,
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'middle' });
/** A narrow column of checkboxes (notification channels): three of them and the labels fit a 360 px phone. */
export const checkCell = style([cell, {
  paddingInline: vars.space.xs, textAlign: 'center', fontSize: vars.fontSize.sm, width: '1%', whiteSpace: 'nowrap',
}]);
export const nav = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });
export const navLink = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '40px', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, color: vars.color.text, textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primary, fontWeight: 600 } },
});
