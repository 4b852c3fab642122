// Sizes shared by the shell's styles and the static skeleton in index.html (keep them in step).
export const HEADER_HEIGHT = '56px';
export const SIDEBAR_COLLAPSED = '64px';
export const SIDEBAR_EXPANDED = '248px';
