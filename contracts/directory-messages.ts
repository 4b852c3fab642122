// Messages of the directory area: English is the key, Nepali in DIRECTORY_MESSAGES_NE.
// translateMessage() in ./messages.ts knows this table.

export const DIRECTORY_MESSAGES = {
} as const;

export const DIRECTORY_MESSAGES_NE: Record<string, string> = {
};
