import { globalStyle, style } from '@vanilla-extract/css';
import { OFFLINE_BANNER_HEIGHT_PROPERTY } from '@/styles/sticky';
import { vars } from '@/styles/theme.css';

/** One line of a known height, so that the shell's sticky top bar can sit below it without script. */
const BANNER_HEIGHT = '32px';

export const banner = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  height: BANNER_HEIGHT,
  paddingInline: vars.space.md,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The banner's live region, stuck to the top of the screen above the top bar. */
export const bannerRegion = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
});

// While the banner shows, the top bar, sidebar and bell panel move down by its height (a browser
// without :has(), before Chrome 105, lets the banner cover the top bar's upper edge instead).
globalStyle(`:root:has(${banner})`, { vars: { [OFFLINE_BANNER_HEIGHT_PROPERTY]: BANNER_HEIGHT } });

export const notice = style({
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Inside a card (home's): a line under its title rather than a box. */
export const compactNotice = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const install = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.z.menu,
  maxWidth: '32rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
});

export const installText = style({ flex: '1 1 12rem', margin: 0, fontSize: vars.fontSize.sm });

export const installActions = style({ display: 'flex', gap: vars.space.sm });
