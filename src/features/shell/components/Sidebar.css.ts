import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { offlineBannerHeight } from '@/styles/sticky';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED, SIDEBAR_EXPANDED } from './layout';
import { MEDIA_CSS } from '@/lib/hooks/breakpoints';

export const sidebar = style({
  position: 'sticky',
  top: `calc(${HEADER_HEIGHT} + ${offlineBannerHeight})`,
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: SIDEBAR_COLLAPSED,
  height: `calc(100vh - ${HEADER_HEIGHT} - ${offlineBannerHeight})`,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-expanded="true"]': { width: SIDEBAR_EXPANDED, overflowY: 'auto' },
  },
});

/** Holds the sidebar's width while its chunk loads: expanded by itself on a wide window (spec 9). */
export const placeholder = style({
  '@media': { [MEDIA_CSS.sidebarExpanded]: { width: SIDEBAR_EXPANDED } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-end',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt, color: vars.color.text },
  selectors: { [`${sidebar}:not([data-expanded="true"]) &`]: { alignSelf: 'center' } },
});

export const nav = style({ minWidth: 0 });
