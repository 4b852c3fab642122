import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const app = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: vars.z.modal,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  ':focus': { top: vars.space.sm },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"logo account" "nav nav"',
  alignItems: 'center',
  columnGap: vars.space.lg,
  maxWidth: '1100px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': {
    'screen and (min-width: 720px)': {
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"logo nav account"',
      minHeight: '56px',
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const logoMark = style({ width: '30px', height: '30px' });

export const nav = style({
  gridArea: 'nav',
  overflowX: 'auto',
  marginInline: `calc(-1 * ${vars.space.lg})`,
  paddingInline: vars.space.lg,
  '@media': { 'screen and (min-width: 720px)': { marginInline: 0, paddingInline: 0 } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 720px)': { padding: 0 } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const signIn = style({
  gridArea: 'account',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { background: vars.color.primaryHover },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1100px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  ':focus': { outline: 'none' },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: '1100px',
  marginInline: 'auto',
  padding: `${vars.space.lg}`,
});

export const prefs = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const toggleGroup = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const toggle = style({
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceAlt },
  },
});

globalStyle(`${toggleGroup} > ${toggle} + ${toggle}`, { borderInlineStart: `1px solid ${vars.color.border}` });
