// Messages of the booking area: English is the key, Nepali in BOOKING_MESSAGES_NE.
// translateMessage() in ./messages.ts knows this table.

export const BOOKING_MESSAGES = {
} as const;

export const BOOKING_MESSAGES_NE: Record<string, string> = {
};
