import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  marginBottom: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const message = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const action = style({ marginTop: vars.space.md });
