import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { visuallyHiddenStyle } from '@/ui/shared.css';

// With a mouse on a screen under 900 px high (a 1280 × 800 laptop), every item fits the sidebar's height
// (the last one was cut off): shorter rows and gaps. Touch keeps 44 px rows.
const shortScreen = '(pointer: fine) and (max-height: 56.25em)';

export const groups = style({ display: 'grid', gap: vars.space.lg, '@media': { [shortScreen]: { gap: vars.space.md } } });
export const compact = style({ gap: vars.space.sm });

export const group = style({ display: 'grid', gap: vars.space.xxs });

export const groupTitle = style({
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  '@media': { [shortScreen]: { minHeight: '36px' } },
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft, fontWeight: 700 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const icon = style({ flexShrink: 0, width: '22px', height: '22px' });

export const label = style({ minWidth: 0 });

// Collapsed: group titles become a thin divider, labels are read by screen readers and shown as a
// tooltip on hover or keyboard focus.
globalStyle(`${compact} ${groupTitle}`, visuallyHiddenStyle);
globalStyle(`${compact} ${group} + ${group}`, { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
globalStyle(`${compact} ${link}`, { justifyContent: 'center', padding: 0 });
globalStyle(`${compact} ${label}`, visuallyHiddenStyle);
globalStyle(`${compact} ${link}:hover ${label}, ${compact} ${link}:focus-visible ${label}`, {
  clip: 'auto',
  clipPath: 'none',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  insetInlineStart: 'calc(100% + 8px)',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.z.menu,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  boxShadow: vars.shadow.md,
});
