// A page of cards (prescriptions, lab tests, payments, family): a title, a grid of cards, each with
// its facts (label and value). One set of styles for the features; each adds what is its own.
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '960px', padding: vars.space.md });
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const list = style({
  display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});
export const card = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, alignContent: 'start', minWidth: 0,
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
export const fact = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', fontSize: vars.fontSize.sm });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const form = style({ display: 'grid', gap: vars.space.md });
