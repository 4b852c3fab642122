// The local sandbox gateway's own state (server/payments/sandbox.ts): what "eSewa" or "Khalti" knows
// about a payment, kept apart from our payments table so that a lost callback can be simulated and
// settled by the status check / lookup exactly as with the real gateways. Development and tests only.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { paymentGatewayEnum } from './enums';

export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: id(),
    gateway: paymentGatewayEnum('gateway').notNull(),
    /** eSewa transaction_uuid or Khalti pidx. */
    ref: text('ref').notNull(),
    /** eSewa product_code or Khalti purchase_order_id. */
    merchantRef: text('merchant_ref').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    /** The total exactly as the merchant sent it (eSewa: rupees as text). */
    amountText: text('amount_text').notNull(),
    /** The gateway's own words: eSewa PENDING/COMPLETE/CANCELED…, Khalti Initiated/Completed/User canceled… */
    status: text('status').notNull(),
    /** eSewa transaction_code or Khalti transaction_id once paid. */
    transactionCode: text('transaction_code'),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url'),
    purchaseOrderName: text('purchase_order_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_payments_ref_uq').on(t.gateway, t.ref),
    check('sandbox_gateway_payments_amount_ck', sql`${t.amountPaisa} >= 0`),
  ],
);
