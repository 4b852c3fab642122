import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const feed = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const post = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const itemTitle = style({ fontWeight: 600, fontSize: vars.fontSize.md, margin: 0 });
export const author = style({ margin: 0, fontSize: vars.fontSize.sm });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const postBody = style({ whiteSpace: 'pre-line', margin: 0, overflowWrap: 'anywhere' });

// The home feed section.
export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const more = style({ justifySelf: 'center' });
