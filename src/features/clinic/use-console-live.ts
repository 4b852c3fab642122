// The console follows the clinic live (src/lib/api/live-events.ts): a booking, a patient's cancel or
// request for another time, a colleague's action and (for a doctor) a patient's message show at once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveTicketResponseSchema } from '@contracts/live';
import { clinicEventsTicket } from '@contracts/endpoints/live';
import { apiRequest } from '@/lib/api/api-client';
import { startLiveEvents } from '@/lib/api/live-events';
import { staffSession } from '@/lib/auth/staff-auth';
import { consoleKeys } from './api/console';

export function useConsoleLive(uid: string, enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return startLiveEvents({
      openStream: async () => (await apiRequest(clinicEventsTicket, { schema: LiveTicketResponseSchema, token: () => staffSession.token() })).data.url,
      onEvent: (type) => {
        const [root, id] = consoleKeys.all(uid);
        if (type === 'chat') void client.invalidateQueries({ queryKey: [root, id, 'chat'] });
        else if (type === 'appointment') {
          void client.invalidateQueries({ queryKey: [root, id, 'today'] });
          void client.invalidateQueries({ queryKey: [root, id, 'slots'] });
        } else void client.invalidateQueries({ queryKey: consoleKeys.all(uid) });
      },
    });
  }, [client, uid, enabled]);
}
