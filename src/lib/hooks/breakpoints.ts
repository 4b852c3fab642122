// Breakpoints shared by styles (*.css.ts) and code (useMediaQuery): keep the two lists in step.

export const MEDIA = {
  /** The search input sits in the top bar (below this: an icon that opens a popup with its own input). */
  wideBar: '(min-width: 720px)',
  /** The sidebar replaces the slide-down menu. */
  sidebar: '(min-width: 1024px)',
  /** Spec 9: the sidebar expands by itself at a window width of 1200 or more. */
  sidebarExpanded: '(min-width: 1200px)',
  /** A phone: the doctor list's filters fold behind a button. */
  phone: '(max-width: 30em)',
} as const;

export const MEDIA_CSS = {
  wideBar: 'screen and (min-width: 720px)',
  sidebar: 'screen and (min-width: 1024px)',
  sidebarExpanded: 'screen and (min-width: 1200px)',
  phone: 'screen and (max-width: 30em)',
} as const;
