import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, visuallyHiddenStyle } from '@/ui/shared.css';
import { vars } from '@/styles/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const existing = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between',
  padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
});
export const line = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const badgeMuted = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.dangerSoft, color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const medicine = style({
  margin: 0, display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, minWidth: 0,
});
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const suggestions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const suggestion = style({
  width: '100%', textAlign: 'start', font: 'inherit', padding: vars.space.sm, minHeight: '44px', borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, cursor: 'pointer',
});
export const freeText = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const grid = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))' });
/** Wide results scroll inside their card; a word is never broken in two ("Nor mal" at 360 px). */
export const resultsScroll = style({ overflowX: 'auto', maxWidth: '100%', selectors: { '&:focus-visible': focusRing } });
export const results = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: 'start', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
/** The native file input, hidden but focusable (its label opens it); the picker below stands for it. */
export const fileInput = style(visuallyHiddenStyle);
export const filePicker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const fileButton = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '44px', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt, color: vars.color.text, fontWeight: 600, cursor: 'pointer',
});
globalStyle(`${fileInput}:focus-visible + ${filePicker} ${fileButton}`, focusRing);
export const flagHigh = style({ color: vars.color.danger, fontWeight: 700 });
export const flagNormal = style({ color: vars.color.success });
export const note = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
