import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { notifications } from '../../db/schema';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { NotificationListResponse } from '../../../contracts/notifications';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const LIST = '/api/v1/patient/notifications/get';
const MARK = '/api/v1/patient/notifications/mark-read';

async function seedNotes(patientId: string, n: number, read: (i: number) => boolean) {
  const now = Date.now();
  await h.deps.db.insert(notifications).values(Array.from({ length: n }, (_, i) => ({
    patientId, title: `Note ${i}`, message: `Message ${i}`, category: 'informational' as const, isRead: read(i), createdAt: new Date(now - i * 60_000),
  })));
}
const list = async (token: string, qs: string) => ((await (await h.request(`${LIST}?${qs}`, { token })).json()) as NotificationListResponse).data;

describe('notifications', () => {
  it('pages 10 at a time, newest first, with the unread count and unreadOnly', async () => {
    const p = await h.createPatient();
    await seedNotes(p.patientId, 23, (i) => i % 2 === 1);
    const first = await list(p.token, 'limit=10&unreadOnly=false&page=1');
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0]).toMatchObject({ title: 'Note 0', message: 'Message 0', isRead: false, category: 'informational', link: null });
    expect(Object.keys(first.notifications[0]!).sort()).toEqual(['category', 'createdAt', 'id', 'isRead', 'link', 'message', 'title']);
    expect(first.summary).toEqual({ unread: 12 });
    expect(first.pagination).toEqual({ page: 1, limit: 10, hasNext: true });
    const third = await list(p.token, 'limit=10&unreadOnly=false&page=3');
    expect(third.notifications.map((n) => n.title)).toEqual(['Note 20', 'Note 21', 'Note 22']);
    expect(third.pagination.hasNext).toBe(false);
    const unread = await list(p.token, 'limit=10&unreadOnly=true&page=2');
    expect(unread.notifications).toHaveLength(2);
    expect(unread.notifications.every((n) => !n.isRead)).toBe(true);
    // Defaults: limit 10, page 1.
    expect((await list(p.token, '')).notifications).toHaveLength(10);
    expect((await h.request(`${LIST}?limit=0`, { token: p.token })).status).toBe(400);
    expect((await h.request(`${LIST}?unreadOnly=maybe`, { token: p.token })).status).toBe(400);
  });

  it('marks one read, lowers the count, is idempotent, and 404s another patient\'s', async () => {
    const p = await h.createPatient();
    const q = await h.createPatient();
    await seedNotes(p.patientId, 3, () => false);
    const [note] = (await list(p.token, '')).notifications;
    const res = await h.request(`${MARK}/${note!.id}`, { method: 'PATCH', token: p.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Notification marked as read', data: { id: note!.id, isRead: true, unread: 2 } });
    expect((await h.request(`${MARK}/${note!.id}`, { method: 'PATCH', token: p.token })).status).toBe(200);
    const after = await list(p.token, '');
    expect(after.summary.unread).toBe(2);
    expect(after.notifications.find((n) => n.id === note!.id)!.isRead).toBe(true);

    const other = after.notifications[1]!;
    const stranger = await h.request(`${MARK}/${other.id}`, { method: 'PATCH', token: q.token });
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).message).toBe(B.notificationNotFound);
    expect((await list(p.token, '')).summary.unread).toBe(2);
    expect((await list(q.token, '')).notifications).toHaveLength(0);
    const ne = await h.request(`${MARK}/${other.id}`, { method: 'PATCH', token: p.token, headers: { 'accept-language': 'ne' } });
    expect((await ne.json()).message).toBe('सूचना पढिएको भनी चिन्ह लगाइयो');
  });

  it('needs a signed-in patient', async () => {
    expect((await h.request(LIST)).status).toBe(401);
  });
});
