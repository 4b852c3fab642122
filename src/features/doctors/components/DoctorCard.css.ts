import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});

// Cards below the fold are neither laid out nor painted until they near the screen: a page of twenty
// cards cost a slow phone ~300 ms of layout in one go, for the three or four it shows. They stay in
// the accessibility tree and find-in-page; 200 px holds their place until their real size is known.
globalStyle(`${grid} > li`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 200px' });

export const card = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
    '&:focus-within': { borderColor: vars.color.focus },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, flex: 1, overflowWrap: 'anywhere' });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 650 });

/** The name link covers the whole card, so the card is one big tap target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const specialization = style({ color: vars.color.primary, fontWeight: 500 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

const badgeBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
} as const;

export const verified = style({ ...badgeBase, background: vars.color.successSoft, color: vars.color.success });
export const available = style({ ...badgeBase, background: vars.color.primarySoft, color: vars.color.primary });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'flex', gap: vars.space.xs });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600 });

export const rating = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const votes = style({ color: vars.color.textMuted });
export const next = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const skeletonCard = style([card, { pointerEvents: 'none' }]);
export const skeletonBody = style([body, { gap: vars.space.sm }]);

export const action = style({ alignSelf: 'flex-start', marginInlineStart: 'auto', position: 'relative', zIndex: 1 });
