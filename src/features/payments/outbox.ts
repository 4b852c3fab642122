// Payment start and refund/complaint/fraud requests as outbox writes (src/lib/offline/outbox.ts): made
// offline, they wait and are sent when the connection returns. A payment started that way cannot
// open the wallet by itself (the patient has left the dialog): a toast offers to continue.
import { t } from '@lingui/core/macro';
import type { OnlineGateway, StartPaymentData } from '@contracts/payments';
import { errorText } from '@/lib/api/api-client';
import { refreshPatientData, type OutboxHandlers } from '@/lib/offline/outbox';
import { toast } from '@/ui/toast';
import { startPayment, submitCase, type CaseKind } from './api/payments';
import { goToGateway } from './gateway-redirect';

export type StartPaymentVariables = { input: { appointmentId: string; gateway: OnlineGateway }; idempotencyKey: string };
export type CaseVariables = {
  kind: CaseKind; reason: string; paymentId?: string | null; appointmentId?: string | null; files: File[]; idempotencyKey: string;
};

type Started = { message: string; data: StartPaymentData };

export const start: OutboxHandlers<StartPaymentVariables, Started> = {
  send: (v: StartPaymentVariables): Promise<Started> => startPayment(v.input, v.idempotencyKey),
  settled: (_v, queryClient) => refreshPatientData(queryClient),
  onSent: (res: Started) =>
    toast.success(t`Your payment is ready.`, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: t`Continue to pay`, onClick: () => void goToGateway(res.data) },
    }),
  onRefused: (error: unknown) => toast.error(t`Your payment could not be started: ${errorText(error)}`),
};

export const report: OutboxHandlers<CaseVariables, string> = {
  send: submitCase,
  settled: (_v, queryClient) => refreshPatientData(queryClient),
  onSent: (message: string) => toast.success(message),
  onRefused: (error: unknown) => toast.error(t`Your request could not be sent: ${errorText(error)}`),
};
