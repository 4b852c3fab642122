import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

// One contract, two themes. The theme is chosen by `data-theme` on <html>, which an
// inline script in index.html sets before first paint (no flash of the wrong theme).
export const vars = createThemeContract({
  color: {
    bg: null, surface: null, surfaceAlt: null, text: null, textMuted: null, border: null,
    primary: null, primaryHover: null, onPrimary: null, primarySoft: null,
    secondary: null, onSecondary: null,
    danger: null, dangerSoft: null, onDanger: null, success: null, successSoft: null,
    warning: null, warningSoft: null, info: null, focus: null, overlay: null, star: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  shadow: { sm: null, md: null, lg: null },
  z: { sticky: null, menu: null, modal: null, toast: null },
});

const shared = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  z: { sticky: '10', menu: '50', modal: '100', toast: '200' },
};

createGlobalTheme(':root', vars, {
  ...shared,
  color: {
    bg: '#f6f8fb', surface: '#ffffff', surfaceAlt: '#eef2f7', text: '#14213d', textMuted: '#4a5568',
    border: '#d5dce6', primary: '#0b6e4f', primaryHover: '#08583f', onPrimary: '#ffffff', primarySoft: '#e3f4ee',
    secondary: '#1f4e89', onSecondary: '#ffffff',
    danger: '#b42318', dangerSoft: '#fde8e7', onDanger: '#ffffff', success: '#067647', successSoft: '#e6f6ee',
    warning: '#8a5300', warningSoft: '#fff4e0', info: '#175cd3', focus: '#2563eb', overlay: 'rgba(15, 23, 42, 0.55)',
    star: '#b45309',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)', md: '0 4px 12px rgba(16, 24, 40, 0.10)', lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
});

createGlobalTheme(':root[data-theme="dark"]', vars, {
  ...shared,
  color: {
    bg: '#0f1720', surface: '#17212b', surfaceAlt: '#1f2b38', text: '#e8edf3', textMuted: '#a9b4c2',
    border: '#324152', primary: '#4cc79a', primaryHover: '#6fd6ae', onPrimary: '#062a1d', primarySoft: '#173a2e',
    secondary: '#8db4ef', onSecondary: '#0b1a2e',
    danger: '#f97066', dangerSoft: '#3d1a18', onDanger: '#1f0606', success: '#47cd89', successSoft: '#12301f',
    warning: '#fdb022', warningSoft: '#36290c', info: '#84adff', focus: '#93c5fd', overlay: 'rgba(0, 0, 0, 0.7)',
    star: '#fdb022',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)', md: '0 4px 12px rgba(0, 0, 0, 0.45)', lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
});
