import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { M } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { FamilyMember } from '../../../contracts/family';

let h: Harness;
let f: Fixtures;
beforeAll(async () => {
  h = await createHarness();
  f = await createFixtures(h.deps.db);
});
afterAll(async () => { await h.close(); });

const F = '/api/v1/patient/family-member';
const member = {
  firstName: 'Asha', lastName: 'Sharma', relation: 'daughter', gender: 'female', bloodGroup: 'O+',
  dateOfBirth: { year: 2017, month: 1, day: 25 }, phone: '', address: 'Naya Baneshwor-10, Kathmandu',
};
const members = async (token: string) => ((await (await h.request(`${F}/list`, { token })).json()).data.members) as FamilyMember[];

describe('family members', () => {
  it('adds, lists, edits and removes, each patient only their own', async () => {
    const p = await h.createPatient();
    const q = await h.createPatient();
    expect(await members(p.token)).toEqual([]);

    const created = await h.request(`${F}/create`, { method: 'POST', token: p.token, body: { ...member, doctorId: f.doctorId } });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.message).toBe(B.familyMemberAdded);
    expect(body.data).toMatchObject({
      firstName: 'Asha', name: 'Asha Sharma', relation: 'daughter', gender: 'female', bloodGroup: 'O+', phone: null,
      dateOfBirth: { year: 2017, month: 1, day: 25 }, address: 'Naya Baneshwor-10, Kathmandu',
      doctor: { id: f.doctorId, firstName: 'Ram', specialization: { nameEn: 'Fixture Medicine' } },
    });
    const id = body.data.id as string;
    expect((await members(p.token)).map((m) => m.id)).toEqual([id]);
    expect(await members(q.token)).toEqual([]);

    const edited = await h.request(`${F}/update/${id}`, { method: 'PUT', token: p.token, body: { ...member, relation: 'son', gender: 'male', firstName: 'Aarav', doctorId: null } });
    expect(edited.status).toBe(200);
    expect((await edited.json()).data).toMatchObject({ firstName: 'Aarav', relation: 'son', gender: 'male', doctor: null });

    // Another patient can neither change nor remove it.
    expect((await h.request(`${F}/update/${id}`, { method: 'PUT', token: q.token, body: member })).status).toBe(404);
    const stranger = await h.request(`${F}/remove/${id}`, { method: 'DELETE', token: q.token });
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).message).toBe(B.familyMemberNotFound);
    expect(await members(p.token)).toHaveLength(1);

    const removed = await h.request(`${F}/remove/${id}`, { method: 'DELETE', token: p.token });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: B.familyMemberRemoved, data: { id } });
    expect(await members(p.token)).toEqual([]);
    expect((await h.request(`${F}/remove/${id}`, { method: 'DELETE', token: p.token })).status).toBe(404);
  });

  it('validates relation, gender, a future birth date, the phone and an unknown doctor', async () => {
    const p = await h.createPatient();
    const year = new Date().getUTCFullYear() + 1;
    const res = await h.request(`${F}/create`, {
      method: 'POST', token: p.token,
      body: { ...member, relation: 'cousin', gender: undefined, dateOfBirth: { year, month: 1, day: 1 }, phone: '12' },
    });
    expect(res.status).toBe(400);
    const errors = Object.fromEntries((await res.json()).errorList.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(errors).toEqual({ relation: M.invalidOption, gender: M.required, dateOfBirth: B.dateNotInFuture, phone: M.invalidPhone });
    const doc = await h.request(`${F}/create`, { method: 'POST', token: p.token, body: { ...member, doctorId: '00000000-0000-4000-8000-000000000000' } });
    expect(doc.status).toBe(400);
    expect((await doc.json()).errorList).toEqual([{ field: 'doctorId', message: M.doctorNotFound }]);
    expect(await members(p.token)).toEqual([]);
  });
});
