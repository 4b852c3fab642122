import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// The shared page of cards (src/ui/card-page.css.ts), and what is this page's own.
export { header, title, card, facts, fact, factLabel, factValue, muted as lead } from '@/ui/card-page.css';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '960px' });

export const list = style({
  display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});
export const cardTop = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 });
export const cardName = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });
export const relation = style({ margin: 0, color: vars.color.primary, fontWeight: 600, fontSize: vars.fontSize.sm });
export const cardActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.md });
export const grid2 = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });

export const picked = style({
  display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap',
  padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.primarySoft,
});
export const results = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const result = style({
  width: '100%', display: 'grid', textAlign: 'start', gap: vars.space.xxs, padding: vars.space.sm, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, cursor: 'pointer',
  fontFamily: 'inherit', fontSize: vars.fontSize.md, minHeight: '44px',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focus },
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const alert = style({
  margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});
export const footer = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
export const text = style({ margin: 0 });
