import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// The shared page of cards (src/ui/card-page.css.ts), and what is this page's own.
export { header, title, muted, list, card, facts, fact, factLabel, factValue, form } from '@/ui/card-page.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '960px' });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.xs });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const textarea = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, minHeight: '6rem',
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const status = style({ fontWeight: 600 });
export const cardHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', justifyContent: 'space-between' });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, minWidth: 0, overflowWrap: 'anywhere' });
export const cardLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const badge = style({
  display: 'inline-flex', alignItems: 'center', flexShrink: 0, padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill, fontSize: vars.fontSize.xs, fontWeight: 700, whiteSpace: 'nowrap',
  background: vars.color.surfaceAlt, color: vars.color.text, border: `1px solid ${vars.color.border}`,
});
export const ids = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${ids} > summary`, { cursor: 'pointer', minHeight: '24px' });
