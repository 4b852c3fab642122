import { globalStyle, style } from '@vanilla-extract/css';
import { size as buttonSize } from '@/ui/Button/Button.css';
import { vars } from '@/styles/theme.css';

export const shell = style({ minHeight: '100vh', background: vars.color.bg, color: vars.color.text });
// The console's compact buttons keep their type size but get the 44 px touch target: the front desk
// works on a phone too.
globalStyle(`${shell} ${buttonSize.sm}`, { minHeight: '44px' });
export const header = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({ display: 'grid', gap: vars.space.xxs });
export const brandTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const headerActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
// The menu's links are touch targets too (44 px), not lines of text.
globalStyle(`${headerActions} > a`, { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: '44px', minWidth: '44px', padding: `0 ${vars.space.xxs}` });
// One column no wider than the screen: an `auto` track grows to its widest child's min-content (a
// native file input is ~350 px), and a 360 px phone would scroll sideways.
export const main = style({ maxWidth: '960px', margin: '0 auto', padding: vars.space.lg, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', justifyContent: 'space-between' });
export const dayNav = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });
export const card = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface,
});
export const needsAnswer = style({ borderColor: vars.color.warning, borderWidth: '2px' });
export const cardTop = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const time = style({ fontWeight: 700, fontSize: vars.fontSize.lg, margin: 0 });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.xs });
export const badge = style({
  display: 'inline-block', padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt, color: vars.color.text, fontSize: vars.fontSize.sm,
});
export const badgeWarn = style({ background: vars.color.warningSoft, color: vars.color.warning });
export const badgeOk = style({ background: vars.color.successSoft, color: vars.color.success });
export const badgeBad = style({ background: vars.color.dangerSoft, color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const details = style({ margin: 0, display: 'grid', gap: vars.space.xxs });
export const slotList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, maxHeight: '50vh', overflowY: 'auto' });
export const slotOption = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: vars.space.xs, minHeight: '44px' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const authCard = style({
  maxWidth: '440px', margin: `${vars.space.xl} auto`, display: 'grid', gap: vars.space.lg, padding: vars.space.xl,
  borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, background: vars.color.surface,
});
export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: 'start', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', overflowWrap: 'break-word' });
/** A cell of e-mail addresses: they break anywhere rather than push the table past a 360 px screen (names stay whole). */
export const cellAnywhere = style({ overflowWrap: 'anywhere' });
