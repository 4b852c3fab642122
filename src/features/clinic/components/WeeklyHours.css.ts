import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const day = style({
  display: 'grid', gap: vars.space.sm, margin: 0, padding: vars.space.md, minWidth: 0,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });
/** From, to and remove on one line when there is room; remove wraps below on a narrow phone. */
export const period = style({
  display: 'grid', gap: vars.space.sm, alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
});
export const remove = style({ justifySelf: 'start' });
export const money = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' });
