import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// The shared page of cards (src/ui/card-page.css.ts), and what is this page's own.
export { page, title, muted, list, card, cardTitle, facts, fact, factLabel, factValue, form } from '@/ui/card-page.css';
export const textarea = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, minHeight: "2.75rem",
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
/** @alias The report form's select looks like its text area. */
export const select = textarea;
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
