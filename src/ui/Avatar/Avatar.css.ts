import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.body,
  fontWeight: 700,
  lineHeight: 1,
  userSelect: 'none',
});

export const size = styleVariants({
  xs: { width: '24px', height: '24px', fontSize: '0.625rem' },
  sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
  md: { width: '44px', height: '44px', fontSize: vars.fontSize.md },
  lg: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
  xl: { width: '96px', height: '96px', fontSize: vars.fontSize.xxl },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

// Dark enough for white initials at 4.5:1 or better, in both themes.
export const palette = ['#0b6e4f', '#1f4e89', '#6b3fa0', '#a3271b', '#7a4a00', '#0e6377', '#9d174d', '#3f6212'] as const;

export const fallback = style({ color: '#ffffff' });
