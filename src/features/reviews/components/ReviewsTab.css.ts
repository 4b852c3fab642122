import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const head = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const name = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const text = style({ whiteSpace: 'pre-line' });
export const notice = style({
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});
