import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});

export const slots = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const dayTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const skeletonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
});

export const chosen = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const nextButton = style({ justifySelf: 'start' });

/** The times (or the chosen time) shown from the device's copy: when they are from. */
export const lastSeen = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const lastSeenTitle = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });

export const lastSeenText = style({ margin: 0, fontSize: vars.fontSize.sm });
