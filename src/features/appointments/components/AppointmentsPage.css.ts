import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '960px' });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const back = style({
  justifySelf: 'start', minHeight: '44px', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 600,
});

export const filters = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });
export const filter = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '40px', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, textDecoration: 'none',
  fontSize: vars.fontSize.sm, fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': focus,
  },
});

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, position: 'relative', minWidth: 0,
});
export const cardTop = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const cardLink = style({
  color: vars.color.text, textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focus,
  },
});
export const cardBody = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const text = style({ margin: 0 });
export const strong = style({ margin: 0, fontWeight: 600 });

export const badge = style({
  // Its own width in a grid cell too (the details page's header), not stretched across the card.
  justifySelf: 'start',
  display: 'inline-flex', alignItems: 'center', padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs, fontWeight: 700, whiteSpace: 'nowrap', border: '1px solid transparent',
});
export const badgeTone = {
  pending: style({ background: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning }),
  confirmed: style({ background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success }),
  rescheduled: style({ background: vars.color.primarySoft, color: vars.color.primary, borderColor: vars.color.primary }),
  completed: style({ background: vars.color.surfaceAlt, color: vars.color.text, borderColor: vars.color.border }),
  canceled: style({ background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger }),
};

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const section = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, minWidth: 0,
  '@media': { 'screen and (min-width: 600px)': { padding: vars.space.xl } },
});
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const facts = style({
  display: 'grid', gap: vars.space.md, margin: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
});
export const fact = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' });
export const action = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', maxWidth: '100%' });
export const blocked = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning, maxWidth: '36ch' });

export const notice = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.primarySoft, borderInlineStart: `4px solid ${vars.color.primary}`,
});
export const warning = style({
  margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.warningSoft,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});
export const alert = style({
  margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});

export const history = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const historyItem = style({
  display: 'grid', gap: vars.space.xxs, paddingInlineStart: vars.space.md, borderInlineStart: `2px solid ${vars.color.border}`,
});

export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const textarea = style({
  width: '100%', minHeight: '96px', padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text, fontFamily: 'inherit',
  fontSize: vars.fontSize.md, resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
export const linkButton = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`, borderRadius: vars.radius.md, fontWeight: 600, textDecoration: 'none',
  border: `1px solid ${vars.color.primary}`, color: vars.color.primary, background: vars.color.surface,
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.primarySoft } },
});

export const payNow = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, marginTop: vars.space.md,
  padding: `0 ${vars.space.lg}`, borderRadius: vars.radius.md, background: vars.color.primary, color: vars.color.onPrimary,
  fontWeight: 600, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
