// Schedule slots for the next 30 days from `now`: clinic visits within each doctor's weekly hours,
// plus evening video and message consultations for some doctors. Times are Kathmandu wall-clock, stored as UTC.
import type { SLOT_TYPES } from '../../../contracts/record-options';
import { type Rng, stableId } from './random';
import { periodStarts } from '../../lib/slot-layout';
import { kathmanduDay, kathmanduInstant, toMinutes } from './time';
import type { SeedDoctor, SeedSlot, SeedWorld } from './world';

export const SLOT_DAYS = 30;

type SlotType = (typeof SLOT_TYPES)[number];

function slotFee(doctor: SeedDoctor, type: SlotType): number {
  const fee = doctor.consultationFeePaisa ?? 0;
  if (type === 'in_person') return fee;
  // Online consultations cost a little less; rounded to whole Rs. 50.
  const factor = type === 'video' ? 0.8 : 0.5;
  return Math.round((fee * factor) / 5_000) * 5_000;
}

export function makeSlot(
  doctor: SeedDoctor,
  clinicId: string | null,
  startsAt: Date,
  minutes: number,
  type: SlotType,
  status: SeedSlot['status'] = 'available',
): SeedSlot {
  return {
    id: stableId(`slot:${doctor.id}:${startsAt.toISOString()}:${type}`),
    doctorId: doctor.id,
    clinicId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    appointmentType: type,
    feePaisa: slotFee(doctor, type),
    status,
  };
}

export function buildSlots(rng: Rng, world: SeedWorld): void {
  const hoursByDoctor = new Map<string, typeof world.clinicHours>();
  for (const h of world.clinicHours) {
    const list = hoursByDoctor.get(h.doctorId) ?? [];
    list.push(h);
    hoursByDoctor.set(h.doctorId, list);
  }
  // Hours a clinic-admin has set (doctor_clinics.slot_minutes): every day, every time, their length.
  const setLength = new Map((world.doctorClinics ?? []).filter((l) => l.slotMinutes).map((l) => [`${l.doctorId}:${l.clinicId}`, l.slotMinutes!]));
  const nowMs = world.now.getTime();
  const seen = new Set(world.slots.map((s) => s.id));

  for (const doctor of world.doctors) {
    const activity = 0.2 + rng.next() * 0.25;
    const length = rng.pick([15, 20, 30]);
    const video = rng.chance(0.35);
    const message = rng.chance(0.2);
    const hours = hoursByDoctor.get(doctor.id) ?? [];

    for (let offset = 0; offset < SLOT_DAYS; offset++) {
      const day = kathmanduDay(world.now, offset);
      const push = (slot: SeedSlot, demoBlocks = true) => {
        if (slot.startsAt.getTime() <= nowMs || seen.has(slot.id)) return;
        seen.add(slot.id);
        if (demoBlocks && rng.chance(0.02)) slot.status = 'blocked';
        world.slots.push(slot);
      };
      for (const h of hours) {
        if (h.weekday !== day.weekday || h.isClosed || !h.opensAt || !h.closesAt) continue;
        const set = setLength.get(`${h.doctorId}:${h.clinicId}`);
        if (set) {
          for (const m of periodStarts(h.opensAt, h.closesAt, set)) push(makeSlot(doctor, h.clinicId, kathmanduInstant(day, m), set, 'in_person'), false);
          continue;
        }
        if (!rng.chance(activity)) continue;
        const open = toMinutes(h.opensAt);
        const close = toMinutes(h.closesAt);
        for (let m = open, n = 0; m + length <= close && n < 8; m += length, n++) {
          push(makeSlot(doctor, h.clinicId, kathmanduInstant(day, m), length, 'in_person'));
        }
      }
      if (day.weekday === 6) continue;
      if (video && rng.chance(0.3)) {
        // Evening, after every clinic shift has closed (the latest closes at 20:00).
        for (let k = 0; k < 4; k++) push(makeSlot(doctor, null, kathmanduInstant(day, 20 * 60 + k * 15), 15, 'video'));
      }
      if (message && rng.chance(0.3)) {
        for (let k = 0; k < 2; k++) push(makeSlot(doctor, null, kathmanduInstant(day, 21 * 60 + k * 30), 30, 'message'));
      }
    }
  }
}

/** The first available slot of `doctor` (optionally of `type`) at least `afterDays` after now; marks it booked. */
export function takeSlot(
  world: SeedWorld,
  doctorId: string,
  afterDays: number,
  type?: SlotType,
): SeedSlot | undefined {
  const from = world.now.getTime() + afterDays * 86_400_000;
  const slot = world.slots.find(
    (s) =>
      s.doctorId === doctorId &&
      s.status === 'available' &&
      s.startsAt.getTime() >= from &&
      (type === undefined || s.appointmentType === type),
  );
  if (slot) slot.status = 'booked';
  return slot;
}
