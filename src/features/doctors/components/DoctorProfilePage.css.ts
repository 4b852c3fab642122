import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const back = style({ fontWeight: 600, justifySelf: 'start', minHeight: '44px', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heroBody = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 240px', minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.xxl });

export const specialization = style({ color: vars.color.primary, fontWeight: 600, fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const keyFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.sm} 0 0`,
});

export const keyFact = style({ display: 'grid', gap: vars.space.xxs });
export const keyLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const keyValue = style({ margin: 0, fontWeight: 650, fontSize: vars.fontSize.lg });

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
});

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg });

export const bio = style({ whiteSpace: 'pre-line' });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.xl });

export const plainList = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const chipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const itemTitle = style({ fontWeight: 600 });

export const clinic = style({ display: 'grid', gap: vars.space.sm });

export const hours = style({ width: '100%', maxWidth: '28rem', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const hoursCaption = style({ captionSide: 'top', textAlign: 'start', paddingBottom: vars.space.xs, color: vars.color.textMuted });
globalStyle(`${hours} th, ${hours} td`, {
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${hours} th`, { fontWeight: 500, paddingInlineEnd: vars.space.lg });
export const closed = style({ color: vars.color.danger, fontWeight: 600 });
export const today = style({ fontWeight: 700 });

// The entry point to booking (/book/$doctorId).
export const bookLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  marginTop: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const tabs = style({ marginTop: vars.space.md });

/** The other calendar's date under a date: a line of its own, smaller. */
export const otherCalendar = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });
