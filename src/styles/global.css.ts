// Global reset and base typography. Colours come from the theme contract, so light and dark
// follow <html data-theme>.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  background: vars.color.bg,
  color: vars.color.text,
});
globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  background: vars.color.bg,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.25, margin: 0 });
globalStyle('p, ul, ol, dl, dd, figure', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
// Native radios and checkboxes at a size a thumb can hit (13 px by default), in the app's colour;
// :where() keeps it below any class (a visually hidden radio stays hidden).
globalStyle(':where(input[type="radio"], input[type="checkbox"])', {
  width: '1.25rem', height: '1.25rem', margin: 0, flexShrink: 0, accentColor: vars.color.primary, cursor: 'pointer',
});

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      animationIterationCount: 1,
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});
