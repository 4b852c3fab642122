// Payments (eSewa, Khalti), invoices, refunds, complaints. server/modules/payments; src/features/payments.
export const paymentStart = 'POST /api/v1/payment/start';
export const paymentSummary = 'GET /api/v1/payment/summary/{id}';
export const paymentStatus = 'GET /api/v1/payment/status/{id}';
export const paymentReconcile = 'POST /api/v1/payment/reconcile/{id}';
export const paymentHistory = 'GET /api/v1/payment/history';
export const invoiceList = 'GET /api/v1/payment/invoices';
export const invoiceDetails = 'GET /api/v1/payment/invoices/{id}';
export const invoicePdf = 'GET /api/v1/payment/invoices/{id}/pdf';
export const refundRequest = 'POST /api/v1/payment/refund/{id}';
export const complaintSubmit = 'POST /api/v1/payment/complaint';
export const fraudReportSubmit = 'POST /api/v1/payment/fraud-report';

// Where the gateways send the customer's browser back (navigations: no API key).
export const esewaReturn = 'GET /api/v1/payment/esewa/return';
export const esewaFailure = 'GET /api/v1/payment/esewa/failure/{transactionUuid}';
export const khaltiReturn = 'GET /api/v1/payment/khalti/return';

// The doctor-role API (npm run doctor): the clinic's refund decisions.
export const doctorRefundList = 'GET /api/v1/doctor/payment/refunds';
export const doctorRefundReject = 'POST /api/v1/doctor/payment/refunds/{id}/reject';
export const doctorRefundMarkRefunded = 'POST /api/v1/doctor/payment/refunds/{id}/mark-refunded';
