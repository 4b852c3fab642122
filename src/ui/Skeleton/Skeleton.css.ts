import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { reducedMotion } from '../shared.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const base = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.surfaceAlt} 25%, ${vars.color.border} 50%, ${vars.color.surfaceAlt} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    // No movement: a calm, static placeholder.
    [reducedMotion]: { animation: 'none', background: vars.color.surfaceAlt },
  },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, width: '100%' },
  rect: { borderRadius: vars.radius.md, width: '100%', height: '96px' },
  circle: { borderRadius: '50%', width: '44px', height: '44px' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
