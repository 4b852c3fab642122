import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing } from '../shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '360px',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

const iconButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
} as const;

export const navButton = style({
  ...iconButtonBase,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
    '&:disabled': { opacity: 0.35, cursor: 'not-allowed' },
    '&:focus-visible': focusRing,
  },
});

export const stageToggle = style({
  ...iconButtonBase,
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  // "November 2026" on one line between the arrows, also in a booking card on a 360 px phone.
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 30em)': { fontSize: vars.fontSize.sm } },
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
    '&[aria-expanded="true"]': { background: vars.color.primarySoft, color: vars.color.primary },
  },
});

export const grid = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: '2px',
  tableLayout: 'fixed',
});

export const weekday = style({
  padding: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({ padding: 0 });

export const day = style({
  height: '44px',
  padding: 0,
  textAlign: 'center',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceAlt },
    '&[aria-current="date"]': { fontWeight: 700, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 },
    '&[aria-selected="true"]:hover': { background: vars.color.primaryHover },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, opacity: 0.45, cursor: 'not-allowed', textDecoration: 'line-through' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed', textDecoration: 'line-through' },
    '&:focus-visible': focusRing,
  },
});

/** The month's title; in BS with the AD months it spans below it, smaller. */
export const title = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.2 });

export const titleSpan = style({ fontSize: vars.fontSize.xs, fontWeight: 400, color: vars.color.textMuted });

/** BS | AD: two small toggle buttons above the month (44 px touch targets). */
export const kindSwitch = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });

export const kindButton = style({
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': focusRing,
  },
});
