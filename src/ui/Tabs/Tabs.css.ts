import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing } from '../shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

const fade = '40px';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  // A fade where more tabs hide (set by Tabs.tsx): the strip says it scrolls.
  selectors: {
    '&[data-more="end"]': { maskImage: `linear-gradient(to right, #000 calc(100% - ${fade}), transparent)` },
    '&[data-more="start"]': { maskImage: `linear-gradient(to left, #000 calc(100% - ${fade}), transparent)` },
    '&[data-more="both"]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`,
    },
  },
});

export const tab = style({
  flexShrink: 0,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  // On a phone the tabs share the width and a two-word label may wrap, so four tabs fit in 328 px
  // (English and Nepali) instead of the last one starting off-screen; longer strips still scroll.
  '@media': {
    'screen and (max-width: 30em)': {
      flexShrink: 1, padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, whiteSpace: 'normal', textAlign: 'center',
    },
  },
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const panel = style({
  selectors: { '&:focus-visible': focusRing },
});
