// The signed-in patient's favourite doctors. server/modules/favourites; src/features/favourites.
export const favouriteAdd = 'POST /api/v1/patient/favourite-doctor/create/{id}';
export const favouriteRemove = 'DELETE /api/v1/patient/favourite-doctor/remove/{id}';
export const favouriteList = 'GET /api/v1/patient/favourite-doctor/list';
