import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing, visuallyHiddenStyle } from '../shared.css';
import { STAR_CELL_UNITS, STAR_PATH } from './star';

export const display = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.star,
  verticalAlign: 'middle',
});

/** One star cell: the star and the gap after it (the mask image is STAR_CELL_UNITS wide, the star 24). */
export const cellVar = createVar();

// The star as a mask: the row and its filled part are each one element whatever the rating.
const STAR_MASK = `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${STAR_CELL_UNITS} 24'><path d='${STAR_PATH}'/></svg>`)}")`;
const starMask = {
  WebkitMaskImage: STAR_MASK,
  maskImage: STAR_MASK,
  WebkitMaskSize: `${cellVar} 100%`,
  maskSize: `${cellVar} 100%`,
  WebkitMaskRepeat: 'repeat-x',
  maskRepeat: 'repeat-x',
} as const;

export const stars = style({
  ...starMask,
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: `calc(5 * ${cellVar})`,
  background: vars.color.border,
  // Windows High Contrast drops backgrounds: the stars would vanish; the label still says the rating.
  forcedColorAdjust: 'none',
});

export const starSize = styleVariants({
  sm: { height: '14px', vars: { [cellVar]: '15.75px' } },
  md: { height: '20px', vars: { [cellVar]: '22.5px' } },
  lg: { height: '28px', vars: { [cellVar]: '31.5px' } },
});

export const starsFilled = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  background: vars.color.star,
});

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
