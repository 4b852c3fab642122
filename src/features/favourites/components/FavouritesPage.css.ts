import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, color: vars.color.textMuted });
export const link = style({ color: vars.color.primary, fontWeight: 600 });
