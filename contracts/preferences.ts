import * as v from 'valibot';
import { envelope } from './common';
import { APP_LANGUAGES, THEMES } from './options';
import { M } from './messages';

/** User preferences (spec 3): theme light|dark (default light), language en|ne (default en). */
export const UserPreferencesSchema = v.object({
  theme: v.picklist(THEMES, M.invalidOption),
  language: v.picklist(APP_LANGUAGES, M.invalidOption),
});
export type UserPreferences = v.InferOutput<typeof UserPreferencesSchema>;
export const UpdateUserPreferencesSchema = v.partial(UserPreferencesSchema);
export const UserPreferencesResponseSchema = envelope(UserPreferencesSchema);
