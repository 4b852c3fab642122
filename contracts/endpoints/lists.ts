// Option lists (provinces, cities, specializations…). server/modules/lists.
export const optionList = 'GET /api/v1/upn/list/{a}';
/** A narrowed list: cities/{province}, specializations/{city}. */
export const optionSubList = 'GET /api/v1/upn/list/{a}/{b}';
