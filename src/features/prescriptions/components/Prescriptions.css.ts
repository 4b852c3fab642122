import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// The shared page of cards (src/ui/card-page.css.ts), and what is this page's own.
export { page, header, title, muted, list, card, cardTitle, facts, fact, factLabel, factValue, form } from '@/ui/card-page.css';
export const textarea = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, minHeight: '6rem', fontFamily: 'monospace',
});
export const valid = style({ margin: 0, color: vars.color.success, fontWeight: 700 });
export const invalid = style({ margin: 0, color: vars.color.danger, fontWeight: 700 });
/** "Dispensed at <pharmacy> on <date>" (a collected medicine reservation). */
export const dispensed = style({ margin: 0, padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.successSoft, color: vars.color.text, fontSize: vars.fontSize.sm });
/** A prescription a newer one replaced (issue 30): still listed, plainly marked. */
export const replaced = style({ borderStyle: 'dashed', opacity: 0.85 });
export const replacedNote = style({ margin: 0, color: vars.color.danger, fontWeight: 700 });
