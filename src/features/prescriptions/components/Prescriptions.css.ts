import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '960px', padding: vars.space.md });
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const list = style({
  display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});
export const card = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, alignContent: 'start', minWidth: 0,
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
export const fact = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', fontSize: vars.fontSize.sm });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const textarea = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, minHeight: '6rem', fontFamily: 'monospace',
});
export const valid = style({ margin: 0, color: vars.color.success, fontWeight: 700 });
export const invalid = style({ margin: 0, color: vars.color.danger, fontWeight: 700 });
