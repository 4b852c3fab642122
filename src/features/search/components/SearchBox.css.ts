import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { MEDIA_CSS } from '@/lib/hooks/breakpoints';
import { visuallyHiddenStyle } from '@/ui/shared.css';

// Small screens: static, so the popup spans the top bar (the sticky header is its containing block).
export const root = style({
  display: 'flex',
  '@media': { [MEDIA_CSS.wideBar]: { position: 'relative', flex: 1, maxWidth: '520px' } },
});

export const hiddenLabel = style(visuallyHiddenStyle);

export const field = style({ position: 'relative', display: 'flex', flex: 1 });

const inputBase = {
  width: '100%',
  minWidth: 0,
  minHeight: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
} as const;

export const input = style({
  ...inputBase,
  padding: `0 44px 0 ${vars.space.lg}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px', background: vars.color.surface },
  },
});

export const fieldIcon = style({
  position: 'absolute',
  insetInlineEnd: '2px',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.primary, background: vars.color.primarySoft },
});

export const trigger = style({
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

const popupBase = {
  position: 'absolute',
  zIndex: vars.z.menu,
  display: 'grid',
  gap: vars.space.xs,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
} as const;

export const popup = style({
  ...popupBase,
  top: 'calc(100% + 6px)',
  insetInline: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const popupMobile = style({
  ...popupBase,
  top: '100%',
  insetInline: 0,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const popupField = style({ display: 'flex' });

export const popupInput = style({
  ...inputBase,
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px', background: vars.color.surface },
  },
});

export const message = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });

export const error = style([message, { color: vars.color.danger }]);

export const listbox = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: 'min(60vh, 420px)',
  overflowY: 'auto',
  selectors: { '&[data-stale]': { opacity: 0.7 } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '52px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primarySoft, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:hover': { background: vars.color.surfaceAlt },
  },
});

export const optionText = style({ display: 'grid', minWidth: 0 });
export const optionName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const optionSpec = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
