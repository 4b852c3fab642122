import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing } from '../shared.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });

export const control = style({ position: 'relative', display: 'inline-flex' });

export const select = style({
  appearance: 'none',
  minHeight: '44px',
  padding: `${vars.space.sm} 40px ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
