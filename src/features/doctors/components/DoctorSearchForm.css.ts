import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, width: '100%', maxWidth: '640px' });

export const label = style({ fontWeight: 600 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px', borderColor: vars.color.focus },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
