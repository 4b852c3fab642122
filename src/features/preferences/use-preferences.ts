// Theme and language (spec 2, 3, 9): the device keeps them in localStorage for the first paint
// (index.html applies them before any CSS or JS); a signed-in patient's choices also live on the
// server. After sign-in the server's values win (or, when the patient never chose, the device's
// choice is saved there); later changes are PUT back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLocale, setLanguage, type Locale } from '@/lib/i18n/i18n';
import { readPrefs, setTheme, writePrefs, type Theme } from '@/lib/settings/prefs';
import {
  preferencesQueryKey,
  preferencesQueryOptions,
  putPreferences,
  type ServerPreferences,
  type UserPreferences,
} from './api/preferences';

export interface PreferenceActions {
  chooseTheme: (theme: Theme) => void;
  chooseLanguage: (language: Locale) => void;
}

/**
 * After sign-in, once per user: when the patient has chosen before (`saved`), the server's values win
 * (the theme at once; the language by storing it and reloading, only when it differs, so once per
 * device). When they never chose, the device's current choice is saved to the server instead.
 */
export function useServerPreferences(uid: string | undefined): void {
  const queryClient = useQueryClient();
  // Asked again on every page load (refetchOnMount), so another device's change is picked up.
  const query = useQuery({ ...preferencesQueryOptions(uid ?? ''), enabled: Boolean(uid), refetchOnMount: 'always' });
  const server = query.data;
  // Fetched since this mount (a copy restored from the persisted cache carries its old time).
  const [mountedAt] = useState(() => Date.now());
  const fresh = query.dataUpdatedAt >= mountedAt;
  // Apply the server's answer once per signed-in user, not again after the patient changes something here.
  const appliedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!uid || !server || !fresh || appliedFor.current === uid) return;
    appliedFor.current = uid;
    const local = readPrefs();
    if (!server.saved) {
      void putPreferences({ theme: local.theme, language: currentLocale() }).then(
        (saved) => queryClient.setQueryData(preferencesQueryKey(uid), saved),
        () => undefined, // offline: asked again on the next load
      );
      return;
    }
    if (server.theme !== local.theme) setTheme(server.theme);
    if (server.language !== currentLocale()) setLanguage(server.language);
    else if (server.language !== local.language) writePrefs({ language: server.language });
  }, [uid, server, fresh, queryClient]);
}

/** The actions behind the theme and language switches: local first, then the server when signed in. */
export function usePreferenceActions(uid: string | undefined): PreferenceActions {
  const queryClient = useQueryClient();

  const save = useCallback(
    (patch: Partial<UserPreferences>): Promise<unknown> => {
      if (!uid) return Promise.resolve();
      const key = preferencesQueryKey(uid);
      // Update the cached server copy at once, so a refetch cannot bring the old value back.
      queryClient.setQueryData<ServerPreferences>(key, (old) => (old ? { ...old, ...patch, saved: true } : old));
      return putPreferences(patch).then(
        (saved) => queryClient.setQueryData(key, saved),
        () => undefined, // offline or failed: the device keeps the choice; the server keeps its own
      );
    },
    [queryClient, uid],
  );

  return useMemo(
    () => ({
      chooseTheme: (theme: Theme) => {
        setTheme(theme);
        void save({ theme });
      },
      // Checks first that the app can start in it (offline it may not: ./language-switch.ts).
      chooseLanguage: (language: Locale) => void import('./language-switch').then((m) => m.switchLanguage(language, save)),
    }),
    [save],
  );
}
