import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  maxWidth: '560px',
  marginInline: 'auto',
  padding: `${vars.space.xxl} 0`,
  textAlign: 'center',
});

export const mark = style({ width: '64px', height: '64px', color: vars.color.primary });

export const code = style({ fontSize: '3rem', fontWeight: 700, lineHeight: 1, color: vars.color.primary });

export const title = style({ fontSize: vars.fontSize.xxl });

export const text = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
});
