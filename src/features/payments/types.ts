export type { Invoice as InvoiceView, PaymentView } from '@contracts/payments';
