// The star's outline (a 24-unit square), shared by the rating's SVG stars and its CSS mask.
export const STAR_PATH = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';
/** One star of the displayed rating's row: the star (24 units) and the gap after it (3). */
export const STAR_CELL_UNITS = 27;
