import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({
  display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, color: vars.color.text,
});
export const text = style({ margin: 0 });
