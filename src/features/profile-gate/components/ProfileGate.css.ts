import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.lg,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const text = style({ margin: 0 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xxs });

export const link = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
