// The offline banner sticks to the top of the screen; the shell's sticky top bar and sidebar sit
// below it. The banner's styles set this property on <html> to its height while it shows.
export const OFFLINE_BANNER_HEIGHT_PROPERTY = '--offline-banner-height';
export const offlineBannerHeight = `var(${OFFLINE_BANNER_HEIGHT_PROPERTY}, 0px)`;
