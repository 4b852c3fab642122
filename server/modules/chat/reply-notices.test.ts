// Issue 16: a doctor's message the patient has not read within CHAT_REPLY_NOTICE_SECONDS is told to
// them once (in their language, on the important category's channels); read in time, it is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { chatThreads, notifications } from '../../db/schema';
import { channelsByKind, reachablePatient } from '../../testing/delivery-fixtures';
import type { ChatThread } from '../../../contracts/chat';
import { appointmentWith, doctorWithToken } from '../../testing/chat-fixtures';
import { runReplyNotices } from './reply-notices';

let h: Harness;
beforeAll(async () => { h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000', CHAT_REPLY_NOTICE_SECONDS: '60' }); });
afterAll(async () => { await h.close(); });

const C = '/api/v1/chat';
const D = '/api/v1/doctor/chat';
const later = (seconds: number) => ({ now: new Date(Date.now() + seconds * 1000) });

/** A reachable patient (verified phone) with an appointment with a fresh doctor, and their thread. */
async function setup(language: 'en' | 'ne' = 'en') {
  const p = await reachablePatient(h, { language });
  const dr = await doctorWithToken(h);
  await appointmentWith(h, dr.f, p.patientId);
  const open = await h.request(`${C}/threads/open/${dr.doctorId}`, { method: 'POST', token: p.token });
  const thread = ((await open.json()) as { data: ChatThread }).data;
  const reply = async (body: string) => {
    const res = await h.request(`${D}/threads/${thread.id}/messages`, { method: 'POST', token: dr.token, body: { body } });
    expect(res.status).toBe(201);
  };
  const write = async (body: string) => {
    expect((await h.request(`${C}/threads/${thread.id}/messages`, { method: 'POST', token: p.token, body: { body } })).status).toBe(201);
  };
  const read = async () => {
    expect((await h.request(`${C}/threads/${thread.id}/read`, { method: 'POST', token: p.token })).status).toBe(200);
  };
  const notices = async () => (await h.deps.db.select().from(notifications).where(eq(notifications.patientId, p.patientId)))
    .filter((n) => n.template === 'chat_reply');
  return { p, dr, thread, reply, write, read, notices };
}

describe("a doctor's message the patient has not read (issue 16)", () => {
  it('is told once after the delay, in Nepali, by e-mail and SMS, opening the conversation, never quoting it', async () => {
    const s = await setup('ne');
    await s.write('Is my report normal?');
    expect(await s.notices()).toEqual([]);
    await s.reply('Your report is normal. Keep taking the tablets.');
    await s.reply('Come back in a month.');
    // Not yet: the conversation may be open, and the app marks a reply read as soon as it shows it.
    await runReplyNotices(h.deps, later(30));
    expect(await s.notices()).toEqual([]);

    await runReplyNotices(h.deps, later(61));
    const notes = await s.notices();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'नयाँ सन्देश', category: 'important_whatsapp', link: `/messages/${s.thread.id}`, isRead: false });
    expect(notes[0]!.message).toMatch(/^डा\. .* ले तपाईंलाई सन्देश पठाउनुभयो। सन्देशहरूमा पढ्नुहोस्।$/);
    expect(notes[0]!.message).not.toMatch(/report|tablets/);
    expect(await channelsByKind(h, s.p.patientId)).toEqual({ chat_reply: ['email', 'sms'] });

    // Told: another pass, or another reply while the first is still unread, tells nothing more.
    await runReplyNotices(h.deps, later(120));
    await s.reply('And drink more water.');
    await runReplyNotices(h.deps, later(200));
    expect(await s.notices()).toHaveLength(1);

    // Once they have read, the next reply is told again.
    await s.read();
    await s.reply('How are you feeling?');
    await runReplyNotices(h.deps, later(61));
    expect(await s.notices()).toHaveLength(2);
  });

  it('is not told when the patient read it in time (the conversation was open)', async () => {
    const s = await setup();
    await s.reply('Please send me your latest report.');
    await s.read();
    const report = await runReplyNotices(h.deps, later(61));
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(await s.notices()).toEqual([]);
    expect(await channelsByKind(h, s.p.patientId)).toEqual({});
    // The wait is over: nothing is told later either.
    const [t] = await h.deps.db.select().from(chatThreads).where(eq(chatThreads.id, s.thread.id));
    expect(t!.replyNoticeSince).toBeNull();
    await runReplyNotices(h.deps, later(600));
    expect(await s.notices()).toEqual([]);
  });

  it("the patient's own messages are never told to them", async () => {
    const s = await setup();
    await s.write('Hello doctor');
    await runReplyNotices(h.deps, later(600));
    expect(await s.notices()).toEqual([]);
  });

  it('three instances racing tell it once', async () => {
    const s = await setup();
    await s.reply('Your results are in.');
    const reports = await Promise.all([1, 2, 3].map(() => runReplyNotices(h.deps, later(61))));
    expect(await s.notices()).toHaveLength(1);
    expect(reports.reduce((n, r) => n + r.told, 0)).toBeGreaterThanOrEqual(1);
  });
});
