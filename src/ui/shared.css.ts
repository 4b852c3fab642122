import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** Visible keyboard focus ring, shared by every interactive piece of the design system. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;


/** Hidden on screen, still read by screen readers. */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenStyle);

export const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const reducedMotion = '(prefers-reduced-motion: reduce)';
