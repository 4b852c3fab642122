import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing } from '../shared.css';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    // A loading button is disabled too, but it should not look greyed out.
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const fullWidth = style({ width: '100%' });

export const size = styleVariants({
  xs: { minHeight: '28px', padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.xs, borderRadius: vars.radius.sm },
  sm: { minHeight: '36px', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  // md and lg meet the 44 px minimum touch target.
  md: { minHeight: '44px', minWidth: '44px', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { minHeight: '52px', minWidth: '52px', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
});

const enabled = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { [enabled]: { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    selectors: { [enabled]: { filter: 'brightness(1.1)' } },
  },
  tertiary: {
    background: vars.color.primarySoft,
    color: vars.color.primary,
    selectors: { [enabled]: { background: vars.color.surfaceAlt } },
  },
  'filled-outline': {
    background: vars.color.primarySoft,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { [enabled]: { background: vars.color.surfaceAlt } },
  },
  outline: {
    background: 'transparent',
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { [enabled]: { background: vars.color.primarySoft } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { [enabled]: { background: vars.color.surfaceAlt } },
  },
  text: {
    background: 'transparent',
    color: vars.color.primary,
    paddingLeft: vars.space.xs,
    paddingRight: vars.space.xs,
    selectors: { [enabled]: { textDecoration: 'underline' } },
  },
  destructive: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { [enabled]: { filter: 'brightness(0.92)' } },
  },
  'destructive-outlined': {
    background: 'transparent',
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: { [enabled]: { background: vars.color.dangerSoft } },
  },
});

/** The label stays in layout (and in the accessibility tree) while loading, so the width holds. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const contentHidden = style({ opacity: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
