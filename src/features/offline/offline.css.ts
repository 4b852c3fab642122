import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The banner's live region, stuck to the top of the screen above the top bar (which moves down by its height). */
export const bannerRegion = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
});

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
