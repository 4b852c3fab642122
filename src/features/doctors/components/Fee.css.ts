import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const fee = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs });
/** The fee before the discount, struck through. */
export const was = style({ color: vars.color.textMuted, fontWeight: 400 });
export const off = style({
  padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.color.successSoft, color: vars.color.success,
  fontSize: vars.fontSize.xs, fontWeight: 700, whiteSpace: 'nowrap',
});
