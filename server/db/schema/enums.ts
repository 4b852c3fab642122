// PostgreSQL enums, built from the shared option lists in contracts/options.ts.
import { pgEnum } from 'drizzle-orm/pg-core';
import { APP_LANGUAGES, APPOINTMENT_STATUSES, THEMES } from '../../../contracts/options';
import { ACTIVITY_KINDS, APPOINTMENT_KINDS, CASE_REPORT_KINDS, CASE_REPORT_STATUSES, CHAT_SENDERS, INVOICE_STATUSES, LAB_RESULT_FLAGS, LAB_TEST_PRIORITIES, LAB_TEST_STATUSES, NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, PATIENT_RELATIONS, PAYMENT_GATEWAYS, PAYMENT_OPTIONS, PAYMENT_STATUSES, PAYMENT_TRANSACTION_STATUSES, REFUND_STATUSES, RELATIONS, RESCHEDULE_STATUSES, REVIEW_ASPECTS, REVIEW_RATINGS, REVIEW_WAIT_TIMES, SLOT_STATUSES, SLOT_TYPES, STATUS_ACTORS } from '../../../contracts/record-options';
import { BLOOD_GROUPS, GENDERS, LANGUAGES, MARITAL_STATUSES, NATIONALITIES, RELIGIONS } from '../../../contracts/person-options';

export const bloodGroupEnum = pgEnum('blood_group', BLOOD_GROUPS);
export const maritalStatusEnum = pgEnum('marital_status', MARITAL_STATUSES);
export const religionEnum = pgEnum('religion', RELIGIONS);
export const genderEnum = pgEnum('gender', GENDERS);
export const nationalityEnum = pgEnum('nationality', NATIONALITIES);
/** The profile's language (english, nepali, hindi, other), not the app's UI language. */
export const profileLanguageEnum = pgEnum('profile_language', LANGUAGES);
export const relationEnum = pgEnum('relation', RELATIONS);
export const patientRelationEnum = pgEnum('patient_relation', PATIENT_RELATIONS);

export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const appointmentKindEnum = pgEnum('appointment_kind', APPOINTMENT_KINDS);
export const slotTypeEnum = pgEnum('slot_type', SLOT_TYPES);
export const slotStatusEnum = pgEnum('slot_status', SLOT_STATUSES);
export const statusActorEnum = pgEnum('status_actor', STATUS_ACTORS);
export const rescheduleStatusEnum = pgEnum('reschedule_status', RESCHEDULE_STATUSES);

export const paymentOptionEnum = pgEnum('payment_option', PAYMENT_OPTIONS);
export const paymentGatewayEnum = pgEnum('payment_gateway', PAYMENT_GATEWAYS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentTransactionStatusEnum = pgEnum('payment_transaction_status', PAYMENT_TRANSACTION_STATUSES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);
export const caseReportKindEnum = pgEnum('case_report_kind', CASE_REPORT_KINDS);
export const caseReportStatusEnum = pgEnum('case_report_status', CASE_REPORT_STATUSES);

export const reviewWaitTimeEnum = pgEnum('review_wait_time', REVIEW_WAIT_TIMES);
export const reviewAspectEnum = pgEnum('review_aspect', REVIEW_ASPECTS);
export const reviewRatingEnum = pgEnum('review_rating', REVIEW_RATINGS);

export const labTestPriorityEnum = pgEnum('lab_test_priority', LAB_TEST_PRIORITIES);
export const labTestStatusEnum = pgEnum('lab_test_status', LAB_TEST_STATUSES);
export const labResultFlagEnum = pgEnum('lab_result_flag', LAB_RESULT_FLAGS);

export const notificationCategoryEnum = pgEnum('notification_category', NOTIFICATION_CATEGORIES);
export const notificationChannelEnum = pgEnum('notification_channel', NOTIFICATION_CHANNELS);
export const themeEnum = pgEnum('theme', THEMES);
export const appLanguageEnum = pgEnum('app_language', APP_LANGUAGES);
export const activityKindEnum = pgEnum('activity_kind', ACTIVITY_KINDS);
export const chatSenderEnum = pgEnum('chat_sender', CHAT_SENDERS);

export const idempotencyStateEnum = pgEnum('idempotency_state', ['in_progress', 'done']);
