// The booking as an outbox write (src/lib/offline/outbox.ts): made offline, it waits and is sent when the
// connection returns; if the slot was taken meanwhile, the patient is told and offered another time.
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { AppointmentActionResponse, BookAppointmentInput } from '@contracts/appointments';
import { errorText } from '@/lib/api/api-client';
import { navigateTo } from '@/lib/offline/app-navigation';
import { refreshPatientData } from '@/lib/offline/outbox';
import { toast } from '@/ui/toast';
import { bookAppointment } from './api/book-appointment';
import { isSlotConflict } from './booking-form';

export type BookVariables = { body: BookAppointmentInput; idempotencyKey: string };

export const send = ({ body, idempotencyKey }: BookVariables): Promise<AppointmentActionResponse> => bookAppointment(body, idempotencyKey);

export function settled({ body }: BookVariables, queryClient: QueryClient): void {
  refreshPatientData(queryClient);
  // Booked or taken meanwhile: the doctor's slots have changed either way.
  void queryClient.invalidateQueries({ queryKey: ['upn', 'schedules', body.doctorId] });
}

export function onSent(res: AppointmentActionResponse): void {
  toast.success(res.message, {
    action: { label: t`View`, onClick: () => navigateTo(`/appointments/${encodeURIComponent(res.data.id)}`) },
  });
}

export function onRefused(error: unknown, { body }: BookVariables): void {
  const again = () => navigateTo(`/book/${encodeURIComponent(body.doctorId)}`);
  if (isSlotConflict(error)) {
    toast.error(t`The time you chose offline was taken meanwhile. Please choose another time.`, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: t`Choose another time`, onClick: again },
    });
  } else {
    toast.error(t`Your booking could not be sent: ${errorText(error)}`, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: t`Try again`, onClick: again },
    });
  }
}
