import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { offlineBannerHeight } from '@/styles/sticky';
import { HEADER_HEIGHT } from './layout';

export const area = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const popRoot = style({ position: 'relative', display: 'flex' });

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  selectors: { '&[aria-expanded="true"]': { background: vars.color.surfaceAlt } },
});

export const badge = style({
  position: 'absolute',
  top: '4px',
  insetInlineEnd: '2px',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.6875rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const avatarButton = style([
  iconButton,
  { selectors: { '&[aria-expanded="true"]': { boxShadow: `0 0 0 2px ${vars.color.primary}` } } },
]);

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  zIndex: vars.z.menu,
  width: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  // On a phone the bell is not at the edge: a panel hung from it ran off the left side. It spans the
  // screen under the top bar instead.
  '@media': {
    'screen and (max-width: 30em)': { position: 'fixed', top: `calc(${HEADER_HEIGHT} + ${offlineBannerHeight} + 4px)`, insetInline: '8px', width: 'auto' },
  },
});

export const panelTitle = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.md, fontWeight: 700 });
export const panelText = style({ padding: `0 ${vars.space.sm}` });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});
export const identityText = style({ minWidth: 0 });
export const name = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const items = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  ':disabled': { cursor: 'progress', opacity: 0.7 },
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
export const itemIcon = style({ flexShrink: 0, color: vars.color.textMuted });
export const itemLabel = style({ flex: 1 });
export const itemValue = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subItems = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm} 44px`,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const subItem = style({
  flex: 1,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 },
  },
});

export const switchTrack = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  transition: 'background 150ms ease',
  selectors: { '[aria-checked="true"] > &': { background: vars.color.primary } },
});
export const switchThumb = style({
  position: 'absolute',
  top: '3px',
  insetInlineStart: '3px',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  background: '#ffffff',
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms ease',
  selectors: { '[aria-checked="true"] > * > &': { transform: 'translateX(16px)' } },
});
