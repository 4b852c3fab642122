// Cancel, reschedule and accepting a proposed time as outbox writes (src/lib/offline/outbox.ts): made
// offline, they wait and are sent in order when the connection returns.
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { AppointmentActionResponse } from '@contracts/appointments';
import { errorText } from '@/lib/api/api-client';
import { navigateTo } from '@/lib/offline/app-navigation';
import { refreshPatientData, type OutboxHandlers } from '@/lib/offline/outbox';
import { toast } from '@/ui/toast';
import { acceptProposedTime, cancelAppointment, rescheduleAppointment } from './api/appointment-actions';

export type CancelVariables = { id: string; reason: string; idempotencyKey: string };
export type RescheduleVariables = { id: string; doctorId: string; scheduleId: string; idempotencyKey: string };
export type AcceptVariables = { id: string; idempotencyKey: string };

function sent(res: AppointmentActionResponse): void {
  toast.success(res.message, {
    action: { label: t`View`, onClick: () => navigateTo(`/appointments/${encodeURIComponent(res.data.id)}`) },
  });
}

function refused(error: unknown, { id }: { id: string }): void {
  toast.error(t`A change to your appointment could not be sent: ${errorText(error)}`, {
    duration: Number.POSITIVE_INFINITY,
    action: { label: t`View`, onClick: () => navigateTo(`/appointments/${encodeURIComponent(id)}`) },
  });
}

export const cancel: OutboxHandlers<CancelVariables, AppointmentActionResponse> = {
  send: (v: CancelVariables) => cancelAppointment(v.id, v.reason, v.idempotencyKey),
  settled: (_v, queryClient) => refreshPatientData(queryClient),
  onSent: sent,
  onRefused: refused,
};

export const reschedule: OutboxHandlers<RescheduleVariables, AppointmentActionResponse> = {
  send: (v: RescheduleVariables) => rescheduleAppointment(v.id, v.scheduleId, v.idempotencyKey),
  // A refusal may mean the slots changed meanwhile (taken, or the 24-hour limit passed).
  settled: (v: RescheduleVariables, queryClient: QueryClient) => {
    refreshPatientData(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['upn', 'schedules', v.doctorId] });
  },
  onSent: sent,
  onRefused: refused,
};

export const accept: OutboxHandlers<AcceptVariables, AppointmentActionResponse> = {
  send: (v: AcceptVariables) => acceptProposedTime(v.id, v.idempotencyKey),
  settled: (_v, queryClient) => refreshPatientData(queryClient),
  onSent: sent,
  onRefused: refused,
};
