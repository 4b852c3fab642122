// The option lists of a patient's records (spec sections 4–9): appointments, slots, payments and
// invoices, reviews, notifications, lab tests, chats and activity; the database enums behind them.
export const RELATIONS = [
  'father', 'mother', 'husband', 'wife', 'son', 'daughter', 'brother', 'sister',
  'grandfather', 'grandmother', 'spouse', 'other',
] as const;
/** Who an appointment is for: the patient ('self') or one of the relations. */
export const PATIENT_RELATIONS = ['self', ...RELATIONS] as const;
/** Statuses that hold a slot: at most one such appointment per slot (unique index). */
export const LIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed', 'rescheduled'] as const;
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
  'review_posted', 'medicine_order',
] as const;
export type SlotType = (typeof SLOT_TYPES)[number];
