import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline', justifyContent: 'space-between' });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const pageTitle = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const seeAll = style({ fontWeight: 600, minHeight: '44px', display: 'inline-flex', alignItems: 'center' });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex', gap: vars.space.md, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap',
  padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
});
export const itemBody = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 200px' });
export const itemTitle = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.md });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const itemActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const link = style({ fontSize: vars.fontSize.sm, fontWeight: 600, minHeight: '32px', display: 'inline-flex', alignItems: 'center' });
export const empty = style({ margin: 0, padding: `${vars.space.md} 0`, color: vars.color.textMuted });
export const more = style({ display: 'flex', justifyContent: 'center' });
