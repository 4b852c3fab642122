// The shell's icons: tiny inline SVG outlines (24 × 24, stroked in the text colour), one constant
// each. Read as a namespace (`import * as icons from './icons'`, then `<Icon d={icons.menu} />`):
// the build writes each outline where it is used (inlineConst), so a first screen carries the few
// its top bar draws, not every icon of the menus it has not opened.

export const home = 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10';
export const calendar = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4';
export const flask = 'M9 3h6M10 3v6l-5 9a2 2 0 002 3h10a2 2 0 002-3l-5-9V3M7.5 15h9';
export const pill = 'M10.5 20.5a5 5 0 01-7-7l6-6a5 5 0 017 7zM7.5 10.5l6 6';
export const heart = 'M12 20s-8-4.8-8-11a4.5 4.5 0 018-2.8A4.5 4.5 0 0120 9c0 6.2-8 11-8 11z';
export const users = 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M16 3.5a4 4 0 010 7.5M18 14a6 6 0 014 7';
export const chat = 'M4 5h16v11H9l-5 4z';
export const gear = 'M12 15a3 3 0 100-6 3 3 0 000 6zM12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1';
export const phone = 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z';
export const star = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z';
export const bulb = 'M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const close = 'M6 6l12 12M18 6L6 18';
export const bell = 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0';
export const wallet = 'M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3zM3 7l12-4v4M16 13h2';
export const cart = 'M3 4h2l2.5 11h11L21 7H6.2M9 20a1 1 0 100-2 1 1 0 000 2zM18 20a1 1 0 100-2 1 1 0 000 2z';
export const bug = 'M8 9a4 4 0 018 0v6a4 4 0 01-8 0zM12 9v10M4 13h4M16 13h4M5 7l3 2M19 7l-3 2M5 19l3-2M19 19l-3-2M10 4l1 2M14 4l-1 2';
export const chevronDown = 'M6 9l6 6 6-6';
export const chevronRight = 'M9 6l6 6-6 6';
export const collapse = 'M15 6l-6 6 6 6';
export const expand = 'M9 6l6 6-6 6';
export const doctor = 'M6 3v6a4 4 0 008 0V3M10 13v3a5 5 0 0010 0v-2M20 14a2 2 0 100-4 2 2 0 000 4z';
export const pharmacy = 'M4 8h16v12H4zM7 4h10v4H7zM12 11v6M9 14h6';
export const diagnostic = 'M9 3h6M10 3v7L4.5 19a1.5 1.5 0 001.3 2h12.4a1.5 1.5 0 001.3-2L14 10V3';
export const logout = 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10';
export const moon = 'M20 14.5A8 8 0 019.5 4 8 8 0 1020 14.5z';
export const globe = 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z';
