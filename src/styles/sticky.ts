// The offline banner sticks to the top of the screen; the shell's sticky top bar and sidebar sit
// below it. The banner sets this property on <html> to its height (0 when hidden).
export const OFFLINE_BANNER_HEIGHT_PROPERTY = '--offline-banner-height';
export const offlineBannerHeight = `var(${OFFLINE_BANNER_HEIGHT_PROPERTY}, 0px)`;
