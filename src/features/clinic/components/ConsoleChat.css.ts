import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const split = style({
  display: 'grid', gap: vars.space.lg, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 760px)': { gridTemplateColumns: 'minmax(220px, 300px) minmax(0, 1fr)' } },
});
export const panel = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.md, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, minWidth: 0, alignContent: 'start',
});
export const threads = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const thread = style({
  display: 'grid', gap: vars.space.xxs, padding: vars.space.sm, borderRadius: vars.radius.md, color: vars.color.text,
  textDecoration: 'none', border: '1px solid transparent', minWidth: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.primarySoft, borderColor: vars.color.primary },
    '&:focus-visible': focus,
  },
});
export const threadTop = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center' });
export const threadName = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const preview = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const unread = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '22px', height: '22px', padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill, background: vars.color.primary, color: vars.color.onPrimary, fontSize: vars.fontSize.xs, fontWeight: 700,
});
export const log = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', maxHeight: '60vh', overflowY: 'auto' });
export const bubble = style({
  maxWidth: '85%', padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
  justifySelf: 'start', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere',
});
export const mine = style({ justifySelf: 'end', background: vars.color.primarySoft });
export const when = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const composer = style({ display: 'grid', gap: vars.space.xs });
export const textarea = style({
  width: '100%', minHeight: '72px', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.bg, color: vars.color.text, font: 'inherit', resize: 'vertical',
  selectors: { '&:focus-visible': focus },
});
