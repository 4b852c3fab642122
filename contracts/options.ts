// The spec's option lists (section 3, 4, 9). One source for the database enums,
// the server's validation and the app's dropdowns. A person's details are in person-options.ts:
// a module shared by the first screen and later pages is bundled whole with the first screen, and
// those lists are only used by the profile and family forms.

export const RELATIONS = [
  'father', 'mother', 'husband', 'wife', 'son', 'daughter', 'brother', 'sister',
  'grandfather', 'grandmother', 'spouse', 'other',
] as const;
/** Who an appointment is for: the patient ('self') or one of the relations. */
export const PATIENT_RELATIONS = ['self', ...RELATIONS] as const;

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'rescheduled', 'completed', 'canceled'] as const;
/** Statuses that hold a slot: at most one such appointment per slot (unique index). */
export const LIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed', 'rescheduled'] as const;
export const APPOINTMENT_STATUS_FILTERS = ['all', ...APPOINTMENT_STATUSES] as const;
export const APPOINTMENT_KINDS = ['clinic', 'online'] as const;
export const SLOT_TYPES = ['video', 'message', 'in_person'] as const;
export const SLOT_STATUSES = ['available', 'booked', 'blocked'] as const;
export const PAYMENT_OPTIONS = ['offline', 'online'] as const;
export const PAYMENT_GATEWAYS = ['esewa', 'khalti', 'cash'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refunded', 'partially_refunded'] as const;

export const REVIEW_WAIT_TIMES = ['under_15', '15_30', '30_45', '45_60', 'over_60'] as const;
export const REVIEW_ASPECTS = [
  'doctor_friendliness', 'treatment_satisfaction', 'clinic_cleanliness',
  'wait_time', 'value_for_money', 'explanation_of_health_issue',
] as const;
export const REVIEW_RATINGS = ['very_satisfied', 'satisfied', 'neutral', 'unsatisfied', 'very_unsatisfied'] as const;

export const NOTIFICATION_CATEGORIES = [
  'announcements', 'savings_and_offers', 'feedback_and_surveys', 'health_tips', 'informational', 'important_whatsapp',
] as const;
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const THEMES = ['light', 'dark'] as const;
export const APP_LANGUAGES = ['en', 'ne'] as const;

export const PROFESSIONAL_TYPES = ['doctors', 'pharmacies', 'diagnostics'] as const;
export const AVAILABILITY_FILTERS = ['today', 'tomorrow', 'next_7_days', 'next_week'] as const;
export const FEE_FILTERS = ['free', 'paid'] as const;
export const DOCTOR_SORTS = ['default', 'experience', 'fee', 'rating'] as const;


/** About 50 Nepali cities and districts; the profile also accepts a city of the patient's own. */
export const CITIES = [
  'Kathmandu', 'Lalitpur', 'Bhaktapur', 'Kirtipur', 'Pokhara', 'Biratnagar', 'Birgunj', 'Bharatpur',
  'Butwal', 'Dharan', 'Hetauda', 'Janakpur', 'Nepalgunj', 'Dhangadhi', 'Itahari', 'Bhairahawa',
  'Tulsipur', 'Ghorahi', 'Birendranagar', 'Damak', 'Bhimdatta', 'Banepa', 'Dhulikhel', 'Gorkha',
  'Tansen', 'Baglung', 'Ilam', 'Dhankuta', 'Rajbiraj', 'Lahan', 'Siraha', 'Gaur', 'Kalaiya',
  'Jaleshwar', 'Malangwa', 'Bidur', 'Besisahar', 'Damauli', 'Putalibazar', 'Waling', 'Kawasoti',
  'Lamahi', 'Tikapur', 'Dadeldhura', 'Jumla', 'Dailekh', 'Taplejung', 'Okhaldhunga', 'Salleri',
  'Charikot', 'Birtamod', 'Bhadrapur', 'Inaruwa', 'Mechinagar',
] as const;

export const MIN_AGE_YEARS = 18;
export const PROFILE_PICTURE_MAX_MB = 3;
export const CANCEL_CUTOFF_HOURS = 24;
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const SEARCH_MAX_LENGTH = 25;
export const SEARCH_DEBOUNCE_MS = 500;
export const SUPPORTED_TIME_ZONE = 'Asia/Kathmandu';

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type SlotType = (typeof SLOT_TYPES)[number];

// Added by the database owner (server/db): lists behind further database enums.
export const RESCHEDULE_STATUSES = ['awaiting_doctor', 'doctor_proposed', 'accepted', 'declined', 'withdrawn'] as const;
/** Reschedule requests that are still open (at most one per appointment). */
export const OPEN_RESCHEDULE_STATUSES = ['awaiting_doctor', 'doctor_proposed'] as const;
export const STATUS_ACTORS = ['patient', 'doctor', 'system'] as const;
export const LAB_TEST_PRIORITIES = ['routine', 'urgent', 'stat'] as const;
export const LAB_TEST_STATUSES = ['prescribed', 'sample_collected', 'completed'] as const;
export const LAB_RESULT_FLAGS = ['normal', 'low', 'high'] as const;
/** A payment attempt at a gateway (not the appointment's PAYMENT_STATUSES). */
export const PAYMENT_TRANSACTION_STATUSES = [
  'initiated', 'pending', 'completed', 'failed', 'canceled', 'refunded', 'partially_refunded', 'ambiguous',
] as const;
export const INVOICE_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export const REFUND_STATUSES = ['requested', 'refunded', 'rejected'] as const;
export const CASE_REPORT_KINDS = ['complaint', 'fraud_report'] as const;
export const CASE_REPORT_STATUSES = ['open', 'in_review', 'closed'] as const;
export const CHAT_SENDERS = ['patient', 'doctor'] as const;
export const ACTIVITY_KINDS = [
  'appointment_booked', 'appointment_rescheduled', 'appointment_canceled', 'appointment_completed',
  'payment_completed', 'refund_requested', 'prescription_added', 'lab_report_uploaded', 'profile_updated',
  'review_posted',
] as const;
