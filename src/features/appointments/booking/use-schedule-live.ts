// An open booking page follows the doctor's times live (src/lib/api/live-events.ts, the patient's stream):
// when the clinic sets or removes the doctor's day off, the day's times are asked again at once and
// show as unavailable (or free again) without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveTicketResponseSchema } from '@contracts/live';
import { patientEventsTicket } from '@contracts/endpoints/live';
import { apiRequest } from '@/lib/api/api-client';
import { startLiveEvents } from '@/lib/api/live-events';

export function useScheduleLive(doctorId: string): void {
  const client = useQueryClient();
  useEffect(() => startLiveEvents({
    openStream: async () => (await apiRequest(patientEventsTicket, { schema: LiveTicketResponseSchema })).data.url,
    onEvent: (type, data) => {
      // `resync`: what changed while no stream was open is not known.
      if ((type === 'schedule' && data['doctorId'] === doctorId) || type === 'resync') {
        void client.invalidateQueries({ queryKey: ['upn', 'schedules', doctorId] });
      }
    },
  }), [client, doctorId]);
}
