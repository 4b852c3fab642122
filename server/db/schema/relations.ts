// Drizzle relations for the relational query API (db.query.<table>.findMany({ with: … })).
import { relations } from 'drizzle-orm';
import {
  appointments, appointmentStatusHistory, rescheduleRequests, scheduleSlots,
} from './appointments';
import { chatMessages, chatThreads, healthFeedPosts } from './chat';
import { clinicHours, clinics, doctorClinics } from './clinics';
import { diagnosticCentres } from './directory';
import {
  doctorEducation, doctorExperiences, doctors, doctorServices, doctorSpecializations, specializations,
} from './doctors';
import { notifications, recentActivities, userPreferences } from './engagement';
import { familyMembers, patients } from './patients';
import { attachments, caseReports, invoices, payments, refunds } from './payments';
import { labReports, labResults, labTests } from './lab-tests';
import { prescriptions } from './prescriptions';
import { favouriteDoctors, reviews } from './reviews';

export const patientsRelations = relations(patients, ({ one, many }) => ({
  familyMembers: many(familyMembers),
  appointments: many(appointments),
  favouriteDoctors: many(favouriteDoctors),
  notifications: many(notifications),
  recentActivities: many(recentActivities),
  preferences: one(userPreferences, { fields: [patients.id], references: [userPreferences.patientId] }),
}));

export const familyMembersRelations = relations(familyMembers, ({ one }) => ({
  patient: one(patients, { fields: [familyMembers.patientId], references: [patients.id] }),
  doctor: one(doctors, { fields: [familyMembers.doctorId], references: [doctors.id] }),
}));

export const specializationsRelations = relations(specializations, ({ many }) => ({
  doctorSpecializations: many(doctorSpecializations),
}));

export const doctorsRelations = relations(doctors, ({ one, many }) => ({
  mainSpecialization: one(specializations, {
    fields: [doctors.mainSpecializationId],
    references: [specializations.id],
  }),
  specializations: many(doctorSpecializations),
  education: many(doctorEducation),
  experiences: many(doctorExperiences),
  services: many(doctorServices),
  clinics: many(doctorClinics),
  clinicHours: many(clinicHours),
  slots: many(scheduleSlots),
  reviews: many(reviews),
  healthFeedPosts: many(healthFeedPosts),
}));

export const doctorSpecializationsRelations = relations(doctorSpecializations, ({ one }) => ({
  doctor: one(doctors, { fields: [doctorSpecializations.doctorId], references: [doctors.id] }),
  specialization: one(specializations, {
    fields: [doctorSpecializations.specializationId],
    references: [specializations.id],
  }),
}));

export const doctorEducationRelations = relations(doctorEducation, ({ one }) => ({
  doctor: one(doctors, { fields: [doctorEducation.doctorId], references: [doctors.id] }),
}));
export const doctorExperiencesRelations = relations(doctorExperiences, ({ one }) => ({
  doctor: one(doctors, { fields: [doctorExperiences.doctorId], references: [doctors.id] }),
}));
export const doctorServicesRelations = relations(doctorServices, ({ one }) => ({
  doctor: one(doctors, { fields: [doctorServices.doctorId], references: [doctors.id] }),
}));

export const clinicsRelations = relations(clinics, ({ many }) => ({
  doctors: many(doctorClinics),
  hours: many(clinicHours),
}));
export const doctorClinicsRelations = relations(doctorClinics, ({ one }) => ({
  doctor: one(doctors, { fields: [doctorClinics.doctorId], references: [doctors.id] }),
  clinic: one(clinics, { fields: [doctorClinics.clinicId], references: [clinics.id] }),
}));
export const clinicHoursRelations = relations(clinicHours, ({ one }) => ({
  doctor: one(doctors, { fields: [clinicHours.doctorId], references: [doctors.id] }),
  clinic: one(clinics, { fields: [clinicHours.clinicId], references: [clinics.id] }),
}));

export const scheduleSlotsRelations = relations(scheduleSlots, ({ one, many }) => ({
  doctor: one(doctors, { fields: [scheduleSlots.doctorId], references: [doctors.id] }),
  clinic: one(clinics, { fields: [scheduleSlots.clinicId], references: [clinics.id] }),
  appointments: many(appointments),
}));

export const appointmentsRelations = relations(appointments, ({ one, many }) => ({
  patient: one(patients, { fields: [appointments.patientId], references: [patients.id] }),
  familyMember: one(familyMembers, { fields: [appointments.familyMemberId], references: [familyMembers.id] }),
  doctor: one(doctors, { fields: [appointments.doctorId], references: [doctors.id] }),
  slot: one(scheduleSlots, { fields: [appointments.slotId], references: [scheduleSlots.id] }),
  statusHistory: many(appointmentStatusHistory),
  rescheduleRequests: many(rescheduleRequests),
  payments: many(payments),
  invoices: many(invoices),
  review: one(reviews, { fields: [appointments.id], references: [reviews.appointmentId] }),
}));

export const appointmentStatusHistoryRelations = relations(appointmentStatusHistory, ({ one }) => ({
  appointment: one(appointments, {
    fields: [appointmentStatusHistory.appointmentId],
    references: [appointments.id],
  }),
}));

export const rescheduleRequestsRelations = relations(rescheduleRequests, ({ one }) => ({
  appointment: one(appointments, { fields: [rescheduleRequests.appointmentId], references: [appointments.id] }),
  requestedSlot: one(scheduleSlots, {
    fields: [rescheduleRequests.requestedSlotId],
    references: [scheduleSlots.id],
    relationName: 'reschedule_requested_slot',
  }),
  proposedSlot: one(scheduleSlots, {
    fields: [rescheduleRequests.proposedSlotId],
    references: [scheduleSlots.id],
    relationName: 'reschedule_proposed_slot',
  }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  appointment: one(appointments, { fields: [reviews.appointmentId], references: [appointments.id] }),
  patient: one(patients, { fields: [reviews.patientId], references: [patients.id] }),
  doctor: one(doctors, { fields: [reviews.doctorId], references: [doctors.id] }),
}));

export const favouriteDoctorsRelations = relations(favouriteDoctors, ({ one }) => ({
  patient: one(patients, { fields: [favouriteDoctors.patientId], references: [patients.id] }),
  doctor: one(doctors, { fields: [favouriteDoctors.doctorId], references: [doctors.id] }),
}));

export const prescriptionsRelations = relations(prescriptions, ({ one }) => ({
  patient: one(patients, { fields: [prescriptions.patientId], references: [patients.id] }),
  familyMember: one(familyMembers, { fields: [prescriptions.familyMemberId], references: [familyMembers.id] }),
  doctor: one(doctors, { fields: [prescriptions.doctorId], references: [doctors.id] }),
  appointment: one(appointments, { fields: [prescriptions.appointmentId], references: [appointments.id] }),
}));

export const labTestsRelations = relations(labTests, ({ one, many }) => ({
  patient: one(patients, { fields: [labTests.patientId], references: [patients.id] }),
  doctor: one(doctors, { fields: [labTests.doctorId], references: [doctors.id] }),
  appointment: one(appointments, { fields: [labTests.appointmentId], references: [appointments.id] }),
  diagnosticCentre: one(diagnosticCentres, {
    fields: [labTests.diagnosticCentreId],
    references: [diagnosticCentres.id],
  }),
  results: many(labResults),
  reports: many(labReports),
}));
export const labReportsRelations = relations(labReports, ({ one }) => ({
  labTest: one(labTests, { fields: [labReports.labTestId], references: [labTests.id] }),
}));
export const labResultsRelations = relations(labResults, ({ one }) => ({
  labTest: one(labTests, { fields: [labResults.labTestId], references: [labTests.id] }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  patient: one(patients, { fields: [payments.patientId], references: [patients.id] }),
  appointment: one(appointments, { fields: [payments.appointmentId], references: [appointments.id] }),
  refunds: many(refunds),
}));
export const invoicesRelations = relations(invoices, ({ one }) => ({
  appointment: one(appointments, { fields: [invoices.appointmentId], references: [appointments.id] }),
  doctor: one(doctors, { fields: [invoices.doctorId], references: [doctors.id] }),
  payment: one(payments, { fields: [invoices.paymentId], references: [payments.id] }),
}));
export const refundsRelations = relations(refunds, ({ one, many }) => ({
  payment: one(payments, { fields: [refunds.paymentId], references: [payments.id] }),
  attachments: many(attachments),
}));
export const caseReportsRelations = relations(caseReports, ({ many }) => ({
  attachments: many(attachments),
}));
export const attachmentsRelations = relations(attachments, ({ one }) => ({
  caseReport: one(caseReports, { fields: [attachments.caseReportId], references: [caseReports.id] }),
  refund: one(refunds, { fields: [attachments.refundId], references: [refunds.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  patient: one(patients, { fields: [notifications.patientId], references: [patients.id] }),
}));
export const recentActivitiesRelations = relations(recentActivities, ({ one }) => ({
  patient: one(patients, { fields: [recentActivities.patientId], references: [patients.id] }),
}));

export const chatThreadsRelations = relations(chatThreads, ({ one, many }) => ({
  patient: one(patients, { fields: [chatThreads.patientId], references: [patients.id] }),
  doctor: one(doctors, { fields: [chatThreads.doctorId], references: [doctors.id] }),
  messages: many(chatMessages),
}));
export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  thread: one(chatThreads, { fields: [chatMessages.threadId], references: [chatThreads.id] }),
}));
export const healthFeedPostsRelations = relations(healthFeedPosts, ({ one }) => ({
  doctor: one(doctors, { fields: [healthFeedPosts.doctorId], references: [doctors.id] }),
}));
