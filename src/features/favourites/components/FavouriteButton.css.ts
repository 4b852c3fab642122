import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const heart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: 0,
  position: 'relative',
  zIndex: 1,
  border: 'none',
  borderRadius: '999px',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'progress' },
  },
});
