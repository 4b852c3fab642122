import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { MEDIA_CSS } from '@/lib/hooks/breakpoints';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl });

const phone = MEDIA_CSS.phone;

export const filterArea = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

/** Only on a phone: the selects fold behind it. */
export const filterToggle = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [phone]: { display: 'inline-flex' } },
  selectors: { '&[aria-expanded="true"]': { background: vars.color.primarySoft, borderColor: vars.color.primary } },
});

export const filterIcon = style({ width: '20px', height: '20px' });

/** While the fields' code loads (a phone's first tap on a slow link). */
export const filtersLoading = style({ display: 'flex', justifyContent: 'center', gridColumn: '1 / -1' });

export const filters = style({
  justifySelf: 'stretch',
  '@media': { [phone]: { selectors: { '&:not([data-open="true"])': { display: 'none' } } } },
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  alignItems: 'end',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  ':hover': { background: vars.color.surfaceAlt },
});

export const summaryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summary = style({ color: vars.color.textMuted, fontWeight: 500 });

export const results = style({ display: 'grid', gap: vars.space.md });

export const stale = style({ opacity: 0.6, transition: 'opacity 150ms ease' });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

const pagerItem = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  textDecoration: 'none',
} as const;

export const pagerLink = style({
  ...pagerItem,
  background: vars.color.surface,
  color: vars.color.text,
  ':hover': { background: vars.color.surfaceAlt },
});

export const pagerDisabled = style({ ...pagerItem, color: vars.color.textMuted, opacity: 0.6 });

export const pageInfo = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const clearLink = style({ fontWeight: 600, minHeight: '44px', display: 'inline-flex', alignItems: 'center' });
