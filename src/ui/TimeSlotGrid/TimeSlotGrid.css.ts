import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing } from '../shared.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primarySoft },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:disabled': {
      cursor: 'not-allowed',
      borderColor: vars.color.border,
      background: vars.color.surfaceAlt,
      color: vars.color.textMuted,
      textDecoration: 'line-through',
    },
    '&:focus-visible': focusRing,
  },
});

export const time = style({ fontSize: vars.fontSize.md, fontWeight: 700, whiteSpace: 'nowrap' });

export const type = style({ fontSize: vars.fontSize.xs, fontWeight: 500 });

export const empty = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontFamily: vars.font.body,
});
