import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const error = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  background: vars.color.dangerSoft,
});

export const errorText = style({ color: vars.color.text, fontWeight: 500 });
