import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 650 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const open = style({ color: vars.color.success, fontWeight: 600 });
export const pager = style({ display: 'flex', gap: vars.space.md, justifyContent: 'space-between', alignItems: 'center' });
