import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, visuallyHiddenStyle } from '../shared.css';

export const display = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.star,
  verticalAlign: 'middle',
});

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs });

export const star = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const starSize = styleVariants({
  sm: { width: '14px', height: '14px' },
  md: { width: '20px', height: '20px' },
  lg: { width: '28px', height: '28px' },
});

export const starEmpty = style({ width: '100%', height: '100%', color: vars.color.border });

export const starFill = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  color: vars.color.star,
});

export const starFillSvg = style({ height: '100%', aspectRatio: '1', display: 'block' });

export const valueText = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const group = style({
  display: 'inline-flex',
  gap: 0,
  border: 0,
  padding: 0,
  margin: 0,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px touch target around each star.
  minWidth: '44px',
  minHeight: '44px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  color: vars.color.border,
});

export const optionOn = style({ color: vars.color.star });

export const optionDisabled = style({ cursor: 'not-allowed', opacity: 0.6 });

export const radio = style({
  ...visuallyHiddenStyle,
});

export const optionStar = style({
  display: 'inline-flex',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.sm,
  selectors: {
    [`${radio}:focus-visible + &`]: focusRing,
  },
});
