import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// The shared page of cards (src/ui/card-page.css.ts), and what is this area's own.
export { page, header, title, muted, list, card, cardTitle, facts, fact, factLabel, factValue, form } from '@/ui/card-page.css';

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '60ch' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const cardLink = style({ color: 'inherit', textDecoration: 'none', display: 'grid', gap: vars.space.sm, selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const badge = style({
  justifySelf: 'start', padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, fontWeight: 600,
  background: vars.color.primarySoft, color: vars.color.text,
});
export const tone = styleVariants({
  open: { background: vars.color.primarySoft },
  good: { background: vars.color.successSoft },
  closed: { background: vars.color.surfaceAlt },
  bad: { background: vars.color.dangerSoft },
});
export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const choices = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', border: 0, minWidth: 0 });
export const choice = style({
  display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, cursor: 'pointer', minWidth: 0,
});
export const choiceText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });
export const input = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, minHeight: '2.75rem', width: '100%', boxSizing: 'border-box',
});
export const label = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const code = style({
  margin: 0, fontFamily: vars.font.mono, fontSize: '2rem', letterSpacing: '0.15em', fontWeight: 700, textAlign: 'center',
});
export const qr = style({ width: 'min(220px, 70vw)', height: 'auto', justifySelf: 'center', background: '#fff', padding: vars.space.sm, borderRadius: vars.radius.md });
export const total = style({ margin: 0, fontWeight: 700 });
export const item = style({ display: 'grid', gap: vars.space.xxs, padding: `${vars.space.sm} 0`, borderTop: `1px solid ${vars.color.border}`, minWidth: 0 });
export const items = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid' });
/** A link that looks like the primary button (the way to start a reservation). */
export const startLink = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem', padding: `0 ${vars.space.lg}`, borderRadius: vars.radius.md,
  background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
