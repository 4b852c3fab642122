import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { MEDIA_CSS } from '@/lib/hooks/breakpoints';
import { offlineBannerHeight } from '@/styles/sticky';
import { HEADER_HEIGHT } from './layout';

export const header = style({
  position: 'sticky',
  top: offlineBannerHeight,
  zIndex: vars.z.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: HEADER_HEIGHT,
  paddingInline: vars.space.md,
  '@media': { [MEDIA_CSS.wideBar]: { gap: vars.space.md, paddingInline: vars.space.lg } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  flexShrink: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const logoMark = style({ width: '30px', height: '30px' });

// On the narrowest phones the bar keeps the mark only; the link keeps its accessible name.
export const logoText = style({
  display: 'none',
  '@media': { 'screen and (min-width: 480px)': { display: 'inline' } },
});

export const searchSlot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flex: 1,
  minWidth: 0,
  '@media': { [MEDIA_CSS.wideBar]: { justifyContent: 'flex-start' } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const accountPlaceholder = style({
  display: 'block',
  width: '88px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
});

const buttonLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
} as const;

export const login = style({
  ...buttonLink,
  color: vars.color.primary,
  border: `1px solid ${vars.color.primary}`,
  ':hover': { background: vars.color.primarySoft },
});

export const signUp = style({
  ...buttonLink,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  border: `1px solid ${vars.color.primary}`,
  ':hover': { background: vars.color.primaryHover },
});

// The professional-type selector.
/** The professional-type button's room while its chunk loads (the search box beside it stays put). */
export const typePlaceholder = style({ width: '132px', height: '40px', flexShrink: 0 });

export const popRoot = style({ position: 'relative', display: 'flex', flexShrink: 0 });

export const typeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
});

export const typeIcon = style({ width: '20px', height: '20px', color: vars.color.primary });
export const chevron = style({ color: vars.color.textMuted });

export const popover = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineStart: 0,
  zIndex: vars.z.menu,
  minWidth: '220px',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const popItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft, fontWeight: 700 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
