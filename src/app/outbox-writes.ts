// Every kind of outbox write the app makes (src/lib/offline/outbox.ts), registered where the query client is
// made: a write restored after a reload needs its sending function before it resumes. Each kind's
// code loads on first use, so this costs the first screen nothing. A new offline-capable write:
// add a kind in src/lib/offline/outbox.ts, a feature `outbox.ts` module, and a line here.
import type { QueryClient } from '@tanstack/react-query';
import { defineOutboxWrite } from '../lib/offline/outbox';

export function registerOutboxWrites(queryClient: QueryClient): void {
  defineOutboxWrite(queryClient, 'book', () => import('../features/appointments/booking/outbox'));
  defineOutboxWrite(queryClient, 'cancel', () => import('../features/appointments/outbox').then((m) => m.cancel));
  defineOutboxWrite(queryClient, 'reschedule', () => import('../features/appointments/outbox').then((m) => m.reschedule));
  defineOutboxWrite(queryClient, 'accept', () => import('../features/appointments/outbox').then((m) => m.accept));
  defineOutboxWrite(queryClient, 'payment-start', () => import('../features/payments/outbox').then((m) => m.start));
  defineOutboxWrite(queryClient, 'payment-case', () => import('../features/payments/outbox').then((m) => m.report));
  defineOutboxWrite(queryClient, 'chat-send', () => import('../features/chat/outbox').then((m) => m.chatSend));
  defineOutboxWrite(queryClient, 'medicine-order-start', () => import('../features/medicine-order/outbox').then((m) => m.start));
  defineOutboxWrite(queryClient, 'medicine-order-photo', () => import('../features/medicine-order/outbox').then((m) => m.photo));
}
