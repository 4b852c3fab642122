import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { focusRing } from '../shared.css';

const quiet = { fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted } as const;

/** field: a form's field, label above; filter: a list's filter, quieter label above; inline: label beside (sort orders). */
export const root = styleVariants({
  field: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 },
  filter: { display: 'grid', gap: vars.space.xxs, minWidth: 0 },
  inline: { display: 'inline-flex', alignItems: 'center', gap: vars.space.sm },
});

export const label = styleVariants({
  field: { fontSize: vars.fontSize.sm, fontWeight: 600 },
  filter: quiet,
  inline: quiet,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const control = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  // Fills the field (and the filter); beside its label, as wide as its longest option.
  flex: 1,
  minHeight: '44px',
  padding: `${vars.space.sm} 40px ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
