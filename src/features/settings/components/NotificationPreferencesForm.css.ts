import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { visuallyHiddenStyle } from '@/ui/shared.css';

// On a phone the category × channel table does not fit (WhatsApp was cut to "Wha"): each category
// becomes a block, its name on one line and the three channels, each named, under it.
const phone = 'screen and (max-width: 30em)';

export const table = style({});
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px', cursor: 'pointer' });
export const channelName = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } });

globalStyle(`${table} thead`, { '@media': { [phone]: visuallyHiddenStyle } });
globalStyle(`${table} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid', gridTemplateColumns: 'repeat(3, auto)', justifyContent: 'start', columnGap: vars.space.lg,
      padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} tbody th`, { '@media': { [phone]: { gridColumn: '1 / -1', border: 0, paddingBottom: vars.space.xs } } });
globalStyle(`${table} tbody td`, {
  '@media': { [phone]: { display: 'flex', alignItems: 'center', gap: vars.space.xs, border: 0, width: 'auto', paddingInline: 0 } },
});
