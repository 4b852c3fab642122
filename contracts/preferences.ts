import * as v from 'valibot';
import { envelope } from './envelope';
import { APP_LANGUAGES, THEMES } from './options';
import * as M from './message-texts';

/** User preferences (spec 3): theme light|dark (default light), language en|ne (default en). */
export const UserPreferencesSchema = v.object({
  theme: v.picklist(THEMES, M.invalidOption),
  language: v.picklist(APP_LANGUAGES, M.invalidOption),
});
export type UserPreferences = v.InferOutput<typeof UserPreferencesSchema>;
export const UpdateUserPreferencesSchema = v.partial(UserPreferencesSchema);
/** `saved: false` = the patient never chose: the app should keep (and save) the device's choice. */
export const UserPreferencesResponseSchema = envelope(v.object({ ...UserPreferencesSchema.entries, saved: v.boolean() }));
