import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: '1100px' });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const split = style({
  display: 'grid', gap: vars.space.lg, alignItems: 'start', gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
});
export const panel = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, minWidth: 0, alignContent: 'start',
});
export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// ── conversation list ──
export const threads = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const threadLink = style({
  display: 'flex', gap: vars.space.md, alignItems: 'center', padding: vars.space.md, minHeight: '56px', borderRadius: vars.radius.md,
  color: vars.color.text, textDecoration: 'none', border: '1px solid transparent', minWidth: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.primarySoft, borderColor: vars.color.primary },
    '&:focus-visible': focus,
  },
});
export const threadText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 });
export const threadTop = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', justifyContent: 'space-between', minWidth: 0 });
export const threadName = style({ margin: 0, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const threadTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
export const preview = style({
  margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap',
});
export const previewUnread = style({ color: vars.color.text, fontWeight: 600 });
export const unread = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '22px', height: '22px', padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill, background: vars.color.primary, color: vars.color.onPrimary, fontSize: vars.fontSize.xs, fontWeight: 700,
});
export const doctorRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 });
export const linkButton = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`, borderRadius: vars.radius.md, fontWeight: 600, textDecoration: 'none',
  border: `1px solid ${vars.color.primary}`, color: vars.color.primary, background: vars.color.surface,
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.primarySoft } },
});

// ── one conversation ──
export const conversation = style({
  display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto', gap: vars.space.md, padding: vars.space.lg, minWidth: 0,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg,
});
export const header = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 });
export const back = style({
  // A line of its own above the doctor.
  flexBasis: '100%', display: 'inline-flex', alignItems: 'center', minHeight: '44px', fontWeight: 600,
  selectors: { '&:focus-visible': focus },
});
export const headerText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 });
export const headerName = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });
export const liveStatus = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.warning });
export const older = style({ justifySelf: 'center' });
export const log = style({
  display: 'grid', alignContent: 'start', gap: vars.space.sm, overflowY: 'auto', padding: vars.space.sm,
  height: 'calc(100dvh - 320px)', minHeight: '260px', maxHeight: '640px', borderRadius: vars.radius.md, background: vars.color.bg,
  selectors: { '&:focus-visible': focus },
});
export const messages = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const bubble = style({
  display: 'grid', gap: vars.space.xxs, maxWidth: 'min(80%, 560px)', padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg, background: vars.color.surface, border: `1px solid ${vars.color.border}`, justifySelf: 'start',
  overflowWrap: 'anywhere',
});
export const mine = style({
  justifySelf: 'end', background: vars.color.primarySoft, borderColor: vars.color.primary,
});
export const waiting = style({ borderStyle: 'dashed' });
export const failed = style({ borderColor: vars.color.danger, background: vars.color.dangerSoft });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const bubbleActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const emptyLog = style({ margin: 'auto', padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });
export const composer = style({ display: 'grid', gap: vars.space.xs });
export const composerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const input = style({
  flex: 1, minWidth: 0, minHeight: '44px', maxHeight: '160px', resize: 'vertical', padding: vars.space.sm,
  font: 'inherit', color: vars.color.text, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focus, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const placeholder = style({ display: 'grid', placeItems: 'center', minHeight: '320px', textAlign: 'center' });
