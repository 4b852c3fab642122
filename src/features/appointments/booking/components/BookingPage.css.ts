import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '960px' });

export const back = style({
  justifySelf: 'start', minHeight: '44px', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 600,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const headerText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.primary, fontWeight: 600 });

export const steps = style({
  display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', flexWrap: 'wrap',
  fontSize: vars.fontSize.sm, color: vars.color.textMuted,
});
export const step = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-current="step"]': { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: 700 } },
});

export const card = style({
  display: 'grid', gap: vars.space.lg, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, minWidth: 0,
  '@media': { 'screen and (min-width: 600px)': { padding: vars.space.xl } },
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const form = style({ display: 'grid', gap: vars.space.lg });
export const fieldset = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: 700, padding: 0, marginBottom: vars.space.sm });
export const grid2 = style({
  display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
export const textarea = style({
  width: '100%', minHeight: '88px', padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text, fontFamily: 'inherit',
  fontSize: vars.fontSize.md, resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const phoneRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(110px, 140px) minmax(0, 1fr)', alignItems: 'start' });

export const choice = style({
  display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});
export const choiceInput = style({
  width: '20px', height: '20px', margin: '2px 0 0', flex: 'none', accentColor: vars.color.primary,
  selectors: { '&:focus-visible': focus },
});
export const choiceText = style({ display: 'grid', gap: vars.space.xxs });
export const choiceTitle = style({ fontWeight: 600 });

export const summary = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const summaryLabel = style({ color: vars.color.textMuted });
export const summaryValue = style({ margin: 0, fontWeight: 600, textAlign: 'end' });
export const totalRow = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs, fontSize: vars.fontSize.lg });

export const chosenSlot = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm,
  padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.primarySoft,
});

export const alert = style({
  margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});
export const errorText = style({ margin: 0 });

export const success = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
});
export const successIcon = style({ color: vars.color.success });

export const linkButton = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`, borderRadius: vars.radius.md, fontWeight: 600, textDecoration: 'none',
  border: `1px solid ${vars.color.primary}`, color: vars.color.primary, background: vars.color.surface,
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.primarySoft } },
});
export const linkButtonPrimary = style([linkButton, {
  background: vars.color.primary, color: vars.color.onPrimary,
  selectors: { '&:hover': { background: vars.color.primaryHover } },
}]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const terms = style({ display: 'grid', gap: vars.space.xs });

export const payOnline = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, justifyItems: 'start',
});
