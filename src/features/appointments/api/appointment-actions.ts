// The patient's changes to an appointment, each with an Idempotency-Key (one per attempt):
// POST /appointment/cancel/{id} {reason}, POST /appointment/reschedule/{id} {scheduleId},
// POST /appointment/reschedule/{id}/accept. Less than 24 hours before the start, cancel and
// reschedule are refused (422) with a message.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AppointmentActionResponseSchema, type AppointmentActionResponse } from '../../../../contracts/appointments';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/v1/patient/appointment';

export function cancelAppointment(id: string, reason: string, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest(`${BASE}/cancel/${encodeURIComponent(id)}`, {
    method: 'POST', body: { reason }, idempotencyKey, schema: AppointmentActionResponseSchema,
  });
}

export function rescheduleAppointment(id: string, scheduleId: string, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest(`${BASE}/reschedule/${encodeURIComponent(id)}`, {
    method: 'POST', body: { scheduleId }, idempotencyKey, schema: AppointmentActionResponseSchema,
  });
}

export function acceptProposedTime(id: string, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest(`${BASE}/reschedule/${encodeURIComponent(id)}/accept`, {
    method: 'POST', idempotencyKey, schema: AppointmentActionResponseSchema,
  });
}

/** After any change: the new details at once; lists, home, notifications, activity and slots refetched. */
function applyChange(queryClient: QueryClient, uid: string, res: AppointmentActionResponse): void {
  queryClient.setQueryData(['patient', uid, 'appointments', 'details', res.data.id], res.data);
  for (const key of ['appointments', 'consultation', 'notifications', 'recent-activity']) {
    void queryClient.invalidateQueries({ queryKey: ['patient', uid, key] });
  }
  void queryClient.invalidateQueries({ queryKey: ['upn', 'schedules', res.data.doctor.id] });
}

export function useCancelAppointment(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reason: string; idempotencyKey: string }) => cancelAppointment(v.id, v.reason, v.idempotencyKey),
    onSuccess: (res) => applyChange(queryClient, uid, res),
    onError: (_err, v) => {
      void queryClient.invalidateQueries({ queryKey: ['patient', uid, 'appointments', 'details', v.id] });
    },
  });
}

export function useRescheduleAppointment(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; doctorId: string; scheduleId: string; idempotencyKey: string }) =>
      rescheduleAppointment(v.id, v.scheduleId, v.idempotencyKey),
    onSuccess: (res) => applyChange(queryClient, uid, res),
    onError: (_err, v) => {
      // A refusal may mean the appointment or the slots changed meanwhile (taken, or the 24-hour limit passed).
      void queryClient.invalidateQueries({ queryKey: ['patient', uid, 'appointments', 'details', v.id] });
      void queryClient.invalidateQueries({ queryKey: ['upn', 'schedules', v.doctorId] });
    },
  });
}

export function useAcceptProposedTime(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; idempotencyKey: string }) => acceptProposedTime(v.id, v.idempotencyKey),
    onSuccess: (res) => applyChange(queryClient, uid, res),
    onError: (_err, v) => {
      void queryClient.invalidateQueries({ queryKey: ['patient', uid, 'appointments', 'details', v.id] });
    },
  });
}
