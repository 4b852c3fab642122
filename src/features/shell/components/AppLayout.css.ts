import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { MEDIA_CSS } from '@/lib/hooks/breakpoints';

export const app = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: vars.z.modal,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  ':focus': { top: vars.space.sm },
});

export const body = style({ display: 'flex', flex: 1, alignItems: 'stretch' });

export const content = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const main = style({
  flex: 1,
  // The footer starts below the fold: a page whose content arrives later (a doctor's profile)
  // grows without pushing a visible footer down (no layout shift).
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1100px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  ':focus': { outline: 'none' },
  '@media': { [MEDIA_CSS.wideBar]: { paddingInline: vars.space.xl } },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: '1100px',
  marginInline: 'auto',
  padding: `${vars.space.lg}`,
});

export const prefs = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const toggleGroup = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const toggle = style({
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceAlt },
  },
});

globalStyle(`${toggleGroup} > ${toggle} + ${toggle}`, { borderInlineStart: `1px solid ${vars.color.border}` });
