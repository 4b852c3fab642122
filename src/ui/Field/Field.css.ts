import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** field: a form's field, label above; filter: a list's filter, quieter label above. (A sort order: SortSelect.) */
export const root = styleVariants({
  field: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, fontFamily: vars.font.body },
  filter: { display: 'grid', gap: vars.space.xxs, minWidth: 0 },
});

export const label = styleVariants({
  field: { fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text },
  filter: { fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted },
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
