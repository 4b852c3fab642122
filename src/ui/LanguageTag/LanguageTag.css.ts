import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});
