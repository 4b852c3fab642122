import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  '@media': { 'screen and (min-width: 720px)': { padding: `${vars.space.xxl} ${vars.space.xxl}` } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  maxWidth: '22ch',
  '@media': { 'screen and (min-width: 720px)': { fontSize: '2.25rem' } },
});

export const lead = style({ maxWidth: '60ch', color: vars.color.textMuted, fontSize: vars.fontSize.lg });
