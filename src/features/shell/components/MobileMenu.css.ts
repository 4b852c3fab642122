import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { HEADER_HEIGHT } from './layout';

export const root = style({ display: 'flex' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  selectors: { '&[aria-expanded="true"]': { background: vars.color.surfaceAlt } },
});

// Slides down from under the top bar; hidden (and out of the tab order) while closed.
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.z.menu,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT})`,
  overflowY: 'auto',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  visibility: 'hidden',
  opacity: 0,
  transform: 'translateY(-12px)',
  transition: 'opacity 150ms ease, transform 150ms ease, visibility 0s linear 150ms',
  selectors: {
    '&[data-open="true"]': { visibility: 'visible', opacity: 1, transform: 'none', transition: 'opacity 150ms ease, transform 150ms ease' },
  },
});

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '560px',
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xl}`,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

/** Two halves of one control, the language in force filled. */
export const languages = style({
  display: 'grid', gridTemplateColumns: '1fr 1fr', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden',
});
export const language = style({
  minHeight: '44px', border: 0, background: 'transparent', color: vars.color.text, fontFamily: vars.font.body, fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 },
    '& + &': { borderInlineStart: `1px solid ${vars.color.border}` },
  },
});

/** While the items' chunk loads (a first visit's first tap on a slow link). */
export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });
