import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing } from '../shared.css';

export const dialog = style({
  // The dialog box itself has no padding: a click whose target is the <dialog> element is a
  // click on the backdrop.
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  width: 'calc(100% - 24px)',
  maxHeight: 'calc(100dvh - 24px)',
  overflow: 'hidden',
  fontFamily: vars.font.body,
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
    '&:focus-visible': focusRing,
  },
});

export const size = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '800px' },
});

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100dvh - 24px)',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: 1.3,
  paddingTop: vars.space.sm,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const body = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  flex: '1 1 auto',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
