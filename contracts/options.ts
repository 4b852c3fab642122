// The spec's option lists (section 3, 4, 9). One source for the database enums,
// the server's validation and the app's dropdowns. Here: what the first screens use (directory,
// search, preferences, the appointments filter). The cities are in cities.ts. A person's details are in person-options.ts, the
// lists of appointments, payments, reviews, notifications, lab tests and chats in record-options.ts:
// a module shared by the first screen and later pages is bundled whole with the first screen.

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'rescheduled', 'completed', 'canceled'] as const;
export const APPOINTMENT_STATUS_FILTERS = ['all', ...APPOINTMENT_STATUSES] as const;

export const THEMES = ['light', 'dark'] as const;
export const APP_LANGUAGES = ['en', 'ne'] as const;

export const PROFESSIONAL_TYPES = ['doctors', 'pharmacies', 'diagnostics'] as const;
export const AVAILABILITY_FILTERS = ['today', 'tomorrow', 'next_7_days', 'next_week'] as const;
export const FEE_FILTERS = ['free', 'paid'] as const;
export const DOCTOR_SORTS = ['default', 'experience', 'fee', 'rating'] as const;

export const MIN_AGE_YEARS = 18;
export const PROFILE_PICTURE_MAX_MB = 3;
export const CANCEL_CUTOFF_HOURS = 24;
export const NOTIFICATIONS_PAGE_SIZE = 10;
/**
 * The bell's live updates (docs/notifications.md): while the app is in view, the unread count and an
 * open list are asked again this often, so a notice written on the server shows within it.
 */
export const NOTIFICATIONS_REFRESH_MS = 20_000;
export const SEARCH_MAX_LENGTH = 25;
/** Search text: letters (any script), digits, spaces and periods (spec 5). */
export const SEARCH_TEXT_PATTERN = /^[\p{L}\p{M}\p{Nd} .]*$/u;
/** A specialization's slug in the doctor list's query. */
export const SPECIALIZATION_SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;
/** The longest city name the doctor list's query takes. */
export const CITY_MAX_LENGTH = 60;
/** The doctor list's pages: 1 to this. */
export const DOCTOR_LIST_MAX_PAGE = 10_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const SUPPORTED_TIME_ZONE = 'Asia/Kathmandu';
/** Sort orders of the pharmacy and diagnostic-centre lists. */
/** The online wallets (record-options' PAYMENT_GATEWAYS also has 'cash'): here for the app's config, read at start. */
export const ONLINE_GATEWAYS = ['esewa', 'khalti'] as const;

export const PLACE_SORTS = ['default', 'rating', 'name'] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

