// Prescriptions (the medical record's medicines), written by a doctor for an appointment's patient.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { createdAt, id, tstz } from './columns';
import { doctors } from './doctors';
import { familyMembers, patients } from './patients';

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    medication: text('medication').notNull(),
    strength: text('strength'),
    form: text('form'),
    doses: text('doses'),
    quantity: integer('quantity').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    stopDate: date('stop_date', { mode: 'string' }),
    instructions: text('instructions'),
    /** The prescription this medicine belongs to (all medicines written at once share it); null before issue 30. */
    setId: uuid('set_id'),
    /** A correction: the prescription (set) this one replaces. */
    replacesSetId: uuid('replaces_set_id'),
    /** When a newer prescription replaced this one (it is then no longer signed into the patient's QR). */
    replacedAt: tstz('replaced_at'),
    /** The medicine was typed by the doctor, not picked from the list. */
    freeText: boolean('free_text').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('prescriptions_patient_start_idx').on(t.patientId, t.startDate.desc()),
    index('prescriptions_set_idx').on(t.setId),
    check('prescriptions_quantity_ck', sql`${t.quantity} > 0`),
    check('prescriptions_dates_ck', sql`${t.stopDate} >= ${t.startDate}`),
  ],
);
