// POST /api/v1/patient/appointment/book with an Idempotency-Key (one per attempt, reused on retry).
// A slot taken meanwhile answers 409.
import {
  AppointmentActionResponseSchema, type AppointmentActionResponse, type BookAppointmentInput,
} from '@contracts/appointments';
import { appointmentBook } from '@contracts/endpoints/appointments';
import { apiRequest } from '@/lib/api/api-client';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import type { BookVariables } from '../outbox';

export async function bookAppointment(body: BookAppointmentInput, idempotencyKey: string): Promise<AppointmentActionResponse> {
  return apiRequest(appointmentBook, {
    body,
    idempotencyKey,
    schema: AppointmentActionResponseSchema,
  });
}

/** The booking is an outbox write (src/features/appointments/booking/outbox.ts): made offline, it waits and is sent later. */
export const useBookAppointment = () => useOutboxMutation<BookVariables, AppointmentActionResponse>('book');
