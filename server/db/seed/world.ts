// The in-memory plan of everything the seed inserts, built deterministically before any write.
import type * as s from '../schema/index';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SeedDoctor extends Row<typeof s.doctors> {
  id: string;
  /** Slug of the main specialization. */
  specSlug: string;
  clinicIds: string[];
}

export interface SeedSlot extends Row<typeof s.scheduleSlots> {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SeedWorld {
  now: Date;
  specializations: (Row<typeof s.specializations> & { id: number })[];
  clinics: (Row<typeof s.clinics> & { id: string })[];
  doctors: SeedDoctor[];
  doctorSpecializations: Row<typeof s.doctorSpecializations>[];
  doctorEducation: Row<typeof s.doctorEducation>[];
  doctorExperiences: Row<typeof s.doctorExperiences>[];
  doctorServices: Row<typeof s.doctorServices>[];
  doctorClinics: Row<typeof s.doctorClinics>[];
  clinicHours: Row<typeof s.clinicHours>[];
  slots: SeedSlot[];
  pharmacies: Row<typeof s.pharmacies>[];
  diagnosticCentres: (Row<typeof s.diagnosticCentres> & { id: string })[];
  healthFeedPosts: Row<typeof s.healthFeedPosts>[];
  patients: (Row<typeof s.patients> & { id: string })[];
  familyMembers: Row<typeof s.familyMembers>[];
  appointments: (Row<typeof s.appointments> & { id: string })[];
  appointmentStatusHistory: Row<typeof s.appointmentStatusHistory>[];
  reviews: Row<typeof s.reviews>[];
  favouriteDoctors: Row<typeof s.favouriteDoctors>[];
  prescriptions: Row<typeof s.prescriptions>[];
  labTests: Row<typeof s.labTests>[];
  labResults: Row<typeof s.labResults>[];
  payments: Row<typeof s.payments>[];
  invoices: Row<typeof s.invoices>[];
  notifications: Row<typeof s.notifications>[];
  notificationPreferences: Row<typeof s.notificationPreferences>[];
  userPreferences: Row<typeof s.userPreferences>[];
  recentActivities: Row<typeof s.recentActivities>[];
  chatThreads: Row<typeof s.chatThreads>[];
  chatMessages: Row<typeof s.chatMessages>[];
}

export function emptyWorld(now: Date): SeedWorld {
  return {
    now,
    specializations: [], clinics: [], doctors: [], doctorSpecializations: [], doctorEducation: [],
    doctorExperiences: [], doctorServices: [], doctorClinics: [], clinicHours: [], slots: [], pharmacies: [],
    diagnosticCentres: [], healthFeedPosts: [], patients: [], familyMembers: [], appointments: [],
    appointmentStatusHistory: [], reviews: [], favouriteDoctors: [], prescriptions: [], labTests: [], labResults: [],
    payments: [], invoices: [], notifications: [], notificationPreferences: [], userPreferences: [],
    recentActivities: [], chatThreads: [], chatMessages: [],
  };
}
