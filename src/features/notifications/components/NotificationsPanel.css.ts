import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, width: '100%' });

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const scroller = style({
  maxHeight: 'min(70vh, 480px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-read="false"]': { background: vars.color.primarySoft, borderColor: vars.color.primary },
  },
});
export const itemTitle = style({ fontSize: vars.fontSize.md, margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', background: vars.color.primary, flex: 'none' });
export const message = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const itemActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const link = style({ fontSize: vars.fontSize.sm, fontWeight: 600, minHeight: '32px', display: 'inline-flex', alignItems: 'center' });
export const empty = style({ margin: 0, padding: `${vars.space.lg} 0`, textAlign: 'center', color: vars.color.textMuted });
export const more = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xs });
