import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// The shared page of cards (src/ui/card-page.css.ts), and what is this page's own.
export { page, header, title, muted, list, card, cardTitle, facts, fact, factLabel, factValue, form } from '@/ui/card-page.css';
export const textarea = style({
  font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, minHeight: "2.75rem",
});
export const valid = style({ margin: 0, color: vars.color.success, fontWeight: 700 });
export const invalid = style({ margin: 0, color: vars.color.danger, fontWeight: 700 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const select = textarea;
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
