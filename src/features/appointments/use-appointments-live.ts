// The patient's open appointment screens follow their appointments live (src/lib/api/live-events.ts):
// a change the clinic makes (confirm, another time, check-in, cancel) shows at once, without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveTicketResponseSchema } from '@contracts/live';
import { patientEventsTicket } from '@contracts/endpoints/live';
import { apiRequest } from '@/lib/api/api-client';
import { startLiveEvents } from '@/lib/api/live-events';

export function useAppointmentsLive(uid: string): void {
  const client = useQueryClient();
  useEffect(() => startLiveEvents({
    openStream: async () => (await apiRequest(patientEventsTicket, { schema: LiveTicketResponseSchema })).data.url,
    onEvent: (type) => {
      if (type === 'chat' || type === 'schedule') return;
      void client.invalidateQueries({ queryKey: ['patient', uid, 'appointments'] });
      void client.invalidateQueries({ queryKey: ['patient', uid, 'notifications'] });
    },
  }), [client, uid]);
}
