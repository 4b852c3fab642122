import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing } from '../shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
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
