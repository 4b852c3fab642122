// Lab tests (the spec's diagnostic service): prescribed tests, the patient's uploaded reports and the results.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { clinics } from './clinics';
import { createdAt, id, tstz, updatedAt } from './columns';
import { diagnosticCentres } from './directory';
import { doctors } from './doctors';
import { labResultFlagEnum, labTestPriorityEnum, labTestStatusEnum } from './enums';
import { familyMembers, patients } from './patients';

export const labTests = pgTable(
  'lab_tests',
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
    /**
     * The clinic whose lab does the test: the clinic the doctor ordered it from (for a visit at a clinic,
     * that clinic; for an online consultation, the clinic of the doctor's console session). Null for
     * tests ordered outside a clinic (no clinic's lab sees them). Decision record 0018.
     */
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    testName: text('test_name').notNull(),
    category: text('category').notNull(),
    priority: labTestPriorityEnum('priority').notNull().default('routine'),
    dueDate: date('due_date', { mode: 'string' }),
    instructions: text('instructions'),
    supportInfo: text('support_info'),
    status: labTestStatusEnum('status').notNull().default('prescribed'),
    diagnosticCentreId: uuid('diagnostic_centre_id').references(() => diagnosticCentres.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lab_tests_patient_created_idx').on(t.patientId, t.createdAt.desc()),
    index('lab_tests_clinic_created_idx').on(t.clinicId, t.createdAt),
  ],
);

export const labReports = pgTable(
  'lab_reports',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    labTestId: uuid('lab_test_id').references(() => labTests.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    index('lab_reports_patient_uploaded_idx').on(t.patientId, t.uploadedAt.desc()),
    check('lab_reports_size_bytes_ck', sql`${t.sizeBytes} > 0`),
  ],
);

export const labResults = pgTable(
  'lab_results',
  {
    id: id(),
    labTestId: uuid('lab_test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    parameter: text('parameter').notNull(),
    value: text('value').notNull(),
    unit: text('unit'),
    referenceRange: text('reference_range'),
    flag: labResultFlagEnum('flag'),
    reportedAt: tstz('reported_at').notNull().defaultNow(),
  },
  (t) => [index('lab_results_lab_test_idx').on(t.labTestId)],
);
