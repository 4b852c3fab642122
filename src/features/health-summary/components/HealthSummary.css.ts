import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const sections = style({ display: 'grid', gap: vars.space.md });
export const section = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.md, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, breakInside: 'avoid',
});
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const items = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const item = style({ overflowWrap: 'anywhere' });
export const details = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const note = style({ margin: 0, color: vars.color.textMuted, whiteSpace: 'pre-line' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', '@media': { print: { display: 'none' } } });
export const qr = style({ width: '220px', height: '220px', background: '#fff', padding: vars.space.sm, borderRadius: vars.radius.md });
export const linkText = style({ width: '100%', fontFamily: 'monospace', fontSize: vars.fontSize.sm });
export const check = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
