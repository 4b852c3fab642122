// POST /api/v1/patient/appointment/book with an Idempotency-Key (one per attempt, reused on retry).
// A slot taken meanwhile answers 409.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AppointmentActionResponseSchema, type AppointmentActionResponse, type BookAppointmentInput,
} from '../../../../contracts/appointments';
import { apiRequest } from '../../../lib/api-client';

export async function bookAppointment(body: BookAppointmentInput, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest('/api/v1/patient/appointment/book', {
    method: 'POST',
    body,
    idempotencyKey,
    schema: AppointmentActionResponseSchema,
  });
}

export function useBookAppointment(uid: string, doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['patient', uid, 'appointment', 'book'],
    mutationFn: ({ body, idempotencyKey }: { body: BookAppointmentInput; idempotencyKey: string }) =>
      bookAppointment(body, idempotencyKey),
    onSettled: () => {
      // Success or a slot taken meanwhile: the doctor's slots have changed either way.
      void queryClient.invalidateQueries({ queryKey: ['upn', 'schedules', doctorId] });
    },
    onSuccess: (res) => {
      queryClient.setQueryData(['patient', uid, 'appointments', 'details', res.data.id], res.data);
      for (const key of ['appointments', 'consultation', 'notifications', 'recent-activity']) {
        void queryClient.invalidateQueries({ queryKey: ['patient', uid, key] });
      }
    },
  });
}
