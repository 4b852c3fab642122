export type { Invoice as InvoiceView, InvoiceDetails, PaymentView } from '@contracts/payments';
