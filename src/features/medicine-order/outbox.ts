// A reservation as an outbox write (src/lib/offline/outbox.ts), from prescriptions or from a photo (the photo
// waits in IndexedDB as a Blob with its write, src/lib/offline/outbox-files.ts): started offline, it waits and is
// sent once (its Idempotency-Key) when the connection returns.
import { t } from '@lingui/core/macro';
import type { MedicineOrder } from '@contracts/medicine-order';
import { errorText } from '@/lib/api/api-client';
import { navigateTo } from '@/lib/offline/app-navigation';
import type { OutboxHandlers } from '@/lib/offline/outbox';
import { toast } from '@/ui/toast';
import { startFromPhoto, startFromPrescriptions, type StartFromPhoto, type StartFromPrescriptions } from './api/medicine-orders';

type Answer = { message: string; data: MedicineOrder };

const answered = {
  settled: (_v, queryClient) => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === 'medicine-orders' }),
  onSent: (res) => toast.success(res.message, {
    action: { label: t`View`, onClick: () => navigateTo(`/medicine-order/${encodeURIComponent(res.data.id)}`) },
  }),
  onRefused: (error: unknown) => toast.error(t`Your medicine reservation could not be sent: ${errorText(error)}`, { duration: Number.POSITIVE_INFINITY }),
} satisfies Omit<OutboxHandlers<never, Answer>, 'send'>;

export const start: OutboxHandlers<StartFromPrescriptions, Answer> = { send: startFromPrescriptions, ...answered };
export const photo: OutboxHandlers<StartFromPhoto, Answer> = { send: startFromPhoto, ...answered };
