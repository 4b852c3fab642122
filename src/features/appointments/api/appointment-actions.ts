// The patient's changes to an appointment, each with an Idempotency-Key (one per attempt):
// POST /appointment/cancel/{id} {reason}, POST /appointment/reschedule/{id} {scheduleId},
// POST /appointment/reschedule/{id}/accept. Less than 24 hours before the start, cancel and
// reschedule are refused (422) with a message.
import { AppointmentActionResponseSchema, type AppointmentActionResponse } from '@contracts/appointments';
import { appointmentAcceptProposal, appointmentCancel, appointmentReschedule } from '@contracts/endpoints/appointments';
import { apiRequest } from '@/lib/api/api-client';
import { useOutboxMutation, type OutboxScreenOptions } from '@/lib/offline/use-outbox-mutation';
import type { AcceptVariables, CancelVariables, RescheduleVariables } from '../outbox';

export function cancelAppointment(id: string, reason: string, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest(appointmentCancel, {
    params: { id }, body: { reason }, idempotencyKey, schema: AppointmentActionResponseSchema,
  });
}

export function rescheduleAppointment(id: string, scheduleId: string, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest(appointmentReschedule, {
    params: { id }, body: { scheduleId }, idempotencyKey, schema: AppointmentActionResponseSchema,
  });
}

export function acceptProposedTime(id: string, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest(appointmentAcceptProposal, {
    params: { id }, idempotencyKey, schema: AppointmentActionResponseSchema,
  });
}

// Each change is an outbox write (src/features/appointments/outbox.ts): made offline, it waits and
// is sent when the connection returns.
export const useCancelAppointment = (opts?: OutboxScreenOptions) => useOutboxMutation<CancelVariables, AppointmentActionResponse>('cancel', opts);
export const useRescheduleAppointment = (opts?: OutboxScreenOptions) => useOutboxMutation<RescheduleVariables, AppointmentActionResponse>('reschedule', opts);
export const useAcceptProposedTime = (opts?: OutboxScreenOptions) => useOutboxMutation<AcceptVariables, AppointmentActionResponse>('accept', opts);
