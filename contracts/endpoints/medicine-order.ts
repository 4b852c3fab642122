// Medicine Order (issue 31): the patient's reservations and the pharmacist's side in the console.
// server/modules/medicine-order; src/features/medicine-order.
export const medicineOrderPharmacies = 'GET /api/v1/patient/medicine-order/pharmacies';
export const medicineOrderCreate = 'POST /api/v1/patient/medicine-order/create';
export const medicineOrderList = 'GET /api/v1/patient/medicine-order/list';
export const medicineOrderDetails = 'GET /api/v1/patient/medicine-order/{id}';
export const medicineOrderPhoto = 'GET /api/v1/patient/medicine-order/{id}/photo';
export const medicineOrderAccept = 'POST /api/v1/patient/medicine-order/{id}/accept';
export const medicineOrderDecline = 'POST /api/v1/patient/medicine-order/{id}/decline';
export const medicineOrderCancel = 'POST /api/v1/patient/medicine-order/{id}/cancel';

// The pharmacist (role `pharmacist`, claims `{ role, pharmacyId }`), scoped to their pharmacy.
export const pharmacyMe = 'GET /api/v1/clinic/pharmacy/me';
export const pharmacyOrderList = 'GET /api/v1/clinic/pharmacy/medicine-orders';
export const pharmacyOrderDetails = 'GET /api/v1/clinic/pharmacy/medicine-orders/{id}';
export const pharmacyOrderPhoto = 'GET /api/v1/clinic/pharmacy/medicine-orders/{id}/photo';
export const pharmacyOrderQuote = 'POST /api/v1/clinic/pharmacy/medicine-orders/{id}/quote';
export const pharmacyOrderCannotFill = 'POST /api/v1/clinic/pharmacy/medicine-orders/{id}/cannot-fill';
export const pharmacyOrderReady = 'POST /api/v1/clinic/pharmacy/medicine-orders/{id}/ready';
export const pharmacyOrderCollect = 'POST /api/v1/clinic/pharmacy/medicine-orders/collect';
export const pharmacyInvite = 'POST /api/v1/clinic/pharmacy/invitations';
