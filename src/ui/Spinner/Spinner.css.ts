import { style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, spin } from '../shared.css';

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'currentColor',
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still moving (a frozen spinner reads as "stuck"), but slow and gentle.
    [reducedMotion]: { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  xs: { width: '12px', height: '12px' },
  sm: { width: '16px', height: '16px' },
  md: { width: '24px', height: '24px' },
  lg: { width: '40px', height: '40px' },
});

export const track = style({ opacity: 0.25 });
