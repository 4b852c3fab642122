import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { reducedMotion } from '../shared.css';

const pulse = keyframes({
  '0%, 100%': { transform: 'scale(1)', opacity: 1 },
  '50%': { transform: 'scale(0.94)', opacity: 0.85 },
});

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  background: vars.color.bg,
  color: vars.color.primary,
  fontFamily: vars.font.body,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const mark = style({ width: '48px', height: '48px' });

export const wordmark = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.text,
  letterSpacing: '0.01em',
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
