import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing } from '@/ui/shared.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.md,
  '@media': { 'screen and (min-width: 720px)': { paddingBlock: vars.space.xxl } },
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (min-width: 720px)': { padding: vars.space.xxl } },
});

export const wide = style({ maxWidth: '520px' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const mark = style({ width: '40px', height: '40px', color: vars.color.primary });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.3,
  outline: 'none',
  '@media': { 'screen and (min-width: 720px)': { fontSize: vars.fontSize.xxl } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const nameRow = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 520px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const ruleList = style({ margin: 0, paddingInlineStart: vars.space.xl });

const box = {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
} as const;

/** Form-level error: always in the DOM (a live region), shown only with text. */
export const alert = style({
  ...box,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const status = style({
  ...box,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({ display: 'grid', gap: vars.space.md });

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const footer = style({
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': focusRing,
});

/** A link that looks like a full-width button (primary or outline). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { ...focusRing, outlineOffset: '2px' },
});

export const buttonLinkOutline = style({
  background: 'transparent',
  color: vars.color.primary,
  border: `1px solid ${vars.color.primary}`,
  ':hover': { background: vars.color.primarySoft },
});

export const centered = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const stateIcon = style({ width: '56px', height: '56px' });
export const iconSuccess = style({ color: vars.color.success });
export const iconError = style({ color: vars.color.danger });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const bannerText = style({ margin: 0, flex: '1 1 16rem' });

globalStyle(`${ruleList} li`, { marginBlock: vars.space.xxs });
