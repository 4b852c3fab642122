import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const figure = style({
  margin: 0, padding: vars.space.md, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, background: vars.color.surface,
  display: 'grid', gap: vars.space.xs, minWidth: 0,
});
export const caption = style({ fontSize: vars.fontSize.md });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** Full width of the card, never wider than is comfortable to read on a desktop. */
export const svg = style({ width: '100%', maxWidth: '480px', height: 'auto', overflow: 'visible' });
export const band = style({ fill: vars.color.successSoft });
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const line = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2 });
export const point = style({ fill: vars.color.primary });
export const pointOut = style({ fill: vars.color.danger, stroke: vars.color.surface, strokeWidth: 1.5 });
export const tick = style({ fill: vars.color.text, fontSize: '11px' });
export const flag = style({ margin: 0, color: vars.color.danger, fontWeight: 700, fontSize: vars.fontSize.sm });
