import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const fieldset = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const option = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });
export const label = style({ fontWeight: 600 });
export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
