import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, marginTop: vars.space.xxl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const seeAll = style({ fontWeight: 600, minHeight: '44px', display: 'inline-flex', alignItems: 'center' });
