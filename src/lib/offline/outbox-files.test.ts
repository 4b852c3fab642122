// A file in the outbox: a photo waits with its write as a Blob (kept as it is in the stored entry, and given back
// by a new page), is sent once when the connection returns, and the outbox holds at most 5 MB of files in all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { defineOutboxWrite, outboxKey, type OutboxHandlers } from './outbox';
import { fileBytes, fitsInOutbox, heldFileBytes, OUTBOX_MAX_FILE_BYTES } from './outbox-files';
import { startOutbox } from './persist-outbox';
import { memoryStorage, tick } from './outbox-test-support';

vi.mock('../auth/auth', () => ({ getIdToken: vi.fn(async () => 'token') }));

type Photo = { idempotencyKey: string; photo: Blob; photoName: string };

function photoClient() {
  const received: { key: string; bytes: string }[] = [];
  const handlers: OutboxHandlers<Photo, string> = {
    send: vi.fn(async (v: Photo) => {
      received.push({ key: v.idempotencyKey, bytes: await v.photo.text() });
      return 'ok';
    }),
  };
  const qc = new QueryClient();
  qc.mount();
  defineOutboxWrite(qc, 'medicine-order-photo', async () => handlers);
  const send = (v: Photo) => void new MutationObserver<string, unknown, Photo>(qc, { mutationKey: outboxKey('medicine-order-photo') }).mutate(v).catch(() => undefined);
  return { qc, send, received };
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('a file in the outbox', () => {
  it('waits as a Blob in the stored entry, comes back on the next page, and is sent once', async () => {
    const storage = memoryStorage();
    const first = photoClient();
    await startOutbox(first.qc, 'u1', storage);
    onlineManager.setOnline(false);
    first.send({ idempotencyKey: 'photo-1', photo: new Blob(['the photo'], { type: 'image/png' }), photoName: 'rx.png' });
    await vi.waitFor(() => expect(storage.data.get('outbox:u1')?.mutations).toHaveLength(1));
    const saved = storage.data.get('outbox:u1')!.mutations[0]!.state.variables as Photo;
    expect(saved.photo).toBeInstanceOf(Blob);
    expect(saved.photo.size).toBe(9);
    first.qc.unmount();

    // The tab closed; the next page takes the write in and sends it when the signal returns.
    const next = photoClient();
    await startOutbox(next.qc, 'u1', storage);
    expect(heldFileBytes(next.qc)).toBe(9);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(next.received).toEqual([{ key: 'photo-1', bytes: 'the photo' }]));
    await vi.waitFor(() => expect(storage.data.get('outbox:u1')).toBeUndefined());
    await tick();
    expect(next.received).toHaveLength(1);
  });

  it('holds at most 5 MB of files: a second photo is refused while the first waits', async () => {
    const { qc, send } = photoClient();
    onlineManager.setOnline(false);
    const big = new Blob([new Uint8Array(OUTBOX_MAX_FILE_BYTES - 10)]);
    const small = { idempotencyKey: 'b', photo: new Blob([new Uint8Array(11)]), photoName: 'b.jpg' };
    expect(fileBytes({ idempotencyKey: 'x', note: 'text' })).toBe(0);
    expect(fitsInOutbox(qc, { idempotencyKey: 'a', photo: big, photoName: 'a.jpg' })).toBe(true);
    send({ idempotencyKey: 'a', photo: big, photoName: 'a.jpg' });
    await tick();
    expect(heldFileBytes(qc)).toBe(OUTBOX_MAX_FILE_BYTES - 10);
    expect(fitsInOutbox(qc, small)).toBe(false);
    expect(fitsInOutbox(qc, { ...small, photo: new Blob([new Uint8Array(10)]) })).toBe(true);
  });
});
