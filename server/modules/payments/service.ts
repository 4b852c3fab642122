// Starting a payment: the patient's own unpaid, not-canceled appointment; amounts in paisa; the
// gateway's form (eSewa) or payment page (Khalti). Open attempts of the same appointment are first
// settled with the gateway, so that an appointment is never paid twice.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { serviceChargePaisa } from '../../../contracts/appointments';
import {
  KHALTI_MIN_PAISA, ONLINE_GATEWAYS, type OnlineGateway, type PaymentView, type StartPayment, type StartPaymentData,
} from '../../../contracts/payments';
import { pathOf } from '../../../contracts/endpoints/endpoint';
import { esewaFailure, esewaReturn, khaltiReturn } from '../../../contracts/endpoints/payments';
import { buildEsewaForm } from '../../payments/esewa';
import { khaltiInitiate, KhaltiRefused } from '../../payments/khalti';
import { GatewayUnreachable } from '../../payments/gateway-http';
import { checkAndSettle } from './reconcile';
import { paymentView } from './history';
import {
  doctorName, findPatientAppointment, findPayer, findPayment, insertPayment, lockAppointment, openPaymentsOf, updatePayment, type AppointmentRow,
} from './repository';

/** What paying this appointment online costs: its fee plus the wallet service charge. */
export function onlineAmounts(a: AppointmentRow) {
  const amount = a.amountPaisa;
  const serviceCharge = a.paymentOption === 'online' ? a.serviceChargePaisa : serviceChargePaisa(amount, 'online');
  return { amount, serviceCharge, total: amount + serviceCharge };
}

export async function paymentSummary(deps: AppDeps, patientId: string, appointmentId: string) {
  const a = await findPatientAppointment(deps.db, appointmentId, patientId);
  if (!a) throw new HttpError(404, B.appointmentNotFound);
  const amounts = onlineAmounts(a);
  const cfg = deps.env.payments;
  return {
    appointmentId: a.id,
    paymentStatus: a.paymentStatus,
    payable: a.status !== 'canceled' && a.paymentStatus === 'unpaid' && amounts.total > 0,
    ...amounts,
    // A wallet without its credentials is not offered at all; Khalti below its minimum is shown as unavailable.
    gateways: ONLINE_GATEWAYS.filter((gateway) => cfg[gateway]).map((gateway) => ({
      gateway, available: gateway !== 'khalti' || amounts.total >= KHALTI_MIN_PAISA,
    })),
  };
}

/** Our id at the gateway: letters, digits and hyphens only (eSewa's rule), unique per attempt. */
export function newTransactionUuid(): string {
  return `SWA-${Date.now().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

function payable(a: AppointmentRow | undefined): AppointmentRow {
  if (!a) throw new HttpError(404, B.appointmentNotFound);
  if (a.status === 'canceled') throw new HttpError(422, R.appointmentNotPayable);
  if (a.paymentStatus !== 'unpaid') throw new HttpError(409, R.alreadyPaid);
  return a;
}

/** Settles earlier open attempts: refuse while one may still be paid; close those that never will be. */
async function resolveOpenAttempts(deps: AppDeps, appointmentId: string): Promise<void> {
  for (const p of await openPaymentsOf(deps.db, appointmentId)) {
    const r = await checkAndSettle(deps, p);
    if (r.unreachable) throw new HttpError(503, R.gatewayError);
    if (r.payment.status === 'completed') throw new HttpError(409, R.alreadyPaid);
    if (r.payment.status === 'pending' || r.payment.status === 'ambiguous') throw new HttpError(409, R.paymentInProgress);
  }
}

export async function startPayment(deps: AppDeps, patientId: string, input: StartPayment, origin: string): Promise<StartPaymentData> {
  const gateway: OnlineGateway = input.gateway;
  const cfg = deps.env.payments[gateway];
  if (!cfg) throw new HttpError(503, R.gatewayUnavailable);
  const before = payable(await findPatientAppointment(deps.db, input.appointmentId, patientId));
  const amounts = onlineAmounts(before);
  if (amounts.total <= 0) throw new HttpError(422, R.nothingToPay);
  if (gateway === 'khalti' && amounts.total < KHALTI_MIN_PAISA) throw new HttpError(422, R.khaltiMinimum);

  await resolveOpenAttempts(deps, before.id);

  const transactionUuid = newTransactionUuid();
  const payment = await deps.db.transaction(async (tx) => {
    // The appointment row serialises competing starts. Earlier attempts still "initiated" (the patient
    // left the gateway's page) stay open: reconciliation closes them with the gateway's answer, and a
    // late payment on one of them is settled (or refunded as a duplicate), never lost.
    const a = payable(await lockAppointment(tx, before.id));
    const now = onlineAmounts(a);
    return insertPayment(tx, {
      patientId, appointmentId: a.id, gateway, transactionUuid,
      amountPaisa: now.amount, serviceChargePaisa: now.serviceCharge, totalPaisa: now.total, status: 'initiated',
    });
  });

  const base = { paymentId: payment.id, gateway, status: payment.status, amount: payment.amountPaisa, serviceCharge: payment.serviceChargePaisa, total: payment.totalPaisa };
  if (gateway === 'esewa') {
    const esewa = deps.env.payments.esewa!;
    const fields = buildEsewaForm(esewa, {
      amountPaisa: payment.amountPaisa, serviceChargePaisa: payment.serviceChargePaisa, totalPaisa: payment.totalPaisa, transactionUuid,
      successUrl: `${origin}${pathOf(esewaReturn)}`,
      failureUrl: `${origin}${pathOf(esewaFailure, { transactionUuid })}`,
    });
    const formUrl = esewa.formUrl.startsWith('/') ? `${origin}${esewa.formUrl}` : esewa.formUrl;
    return { ...base, esewa: { formUrl, fields }, khalti: null };
  }

  const khalti = deps.env.payments.khalti!;
  const patient = await findPayer(deps.db, patientId);
  const doctor = await doctorName(deps.db, before.doctorId);
  try {
    const init = await khaltiInitiate(deps, khalti, {
      returnUrl: `${origin}${pathOf(khaltiReturn)}`,
      websiteUrl: origin,
      amountPaisa: payment.totalPaisa,
      purchaseOrderId: transactionUuid,
      purchaseOrderName: `Consultation with Dr. ${doctor}`.slice(0, 100),
      customer: patient ? { name: `${patient.firstName} ${patient.lastName}`, email: patient.email, ...(patient.phone && /^9\d{9}$/.test(patient.phone) ? { phone: patient.phone } : {}) } : undefined,
      breakdown: [
        { label: 'Consultation fee', amount: payment.amountPaisa },
        ...(payment.serviceChargePaisa > 0 ? [{ label: 'Wallet service charge', amount: payment.serviceChargePaisa }] : []),
      ],
    });
    await updatePayment(deps.db, payment.id, { gatewayRef: init.pidx, gatewayResponse: init.raw });
    return { ...base, esewa: null, khalti: { pidx: init.pidx, paymentUrl: init.paymentUrl, expiresAt: init.expiresAt } };
  } catch (err) {
    if (!(err instanceof GatewayUnreachable) && !(err instanceof KhaltiRefused)) throw err;
    // Khalti gave us no pidx: nothing can be paid on this attempt.
    await updatePayment(deps.db, payment.id, { status: 'failed', gatewayResponse: err instanceof KhaltiRefused ? (err.body as object) ?? null : null });
    deps.log.warn('khalti initiate failed', { paymentId: payment.id, error: err.message });
    throw new HttpError(err instanceof KhaltiRefused ? 502 : 503, R.gatewayError);
  }
}

/** Asks the gateway now about one of the patient's payments that got no answer, settles it, and shows it. */
export async function checkPaymentNow(deps: AppDeps, patientId: string, paymentId: string): Promise<PaymentView> {
  const p = await findPayment(deps.db, paymentId, { patientId });
  if (!p) throw new HttpError(404, R.paymentNotFound);
  const r = await checkAndSettle(deps, p);
  if (r.unreachable) throw new HttpError(503, R.gatewayError);
  return paymentView(deps.db, p.id, patientId);
}
