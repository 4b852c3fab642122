// What the shell needs from the rest of the app. The root route fills these in from the auth
// context and the preferences feature (features do not import each other).
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/i18n';
import type { Theme } from '@/lib/settings/prefs';

/** The signed-in user as the identity provider reports it (a Firebase User fits). */
export interface ShellUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface ShellSession {
  user: ShellUser | null;
  /** True until the identity provider has said whether someone is signed in. */
  loading: boolean;
  signOut: () => Promise<void>;
}

/** Theme and language changes: stored on the device, and on the server when signed in. */
export interface ShellPreferenceActions {
  chooseTheme: (theme: Theme) => void;
  /** Stores the choice and reloads the page (spec 2). */
  chooseLanguage: (language: Locale) => void;
}

export type NotificationsSlot = (props: { uid: string; close: () => void }) => ReactNode;

export interface AppLayoutProps {
  session: ShellSession;
  preferences: ShellPreferenceActions;
  /** The top bar's search box (from the search feature). */
  search: ReactNode;
  /** The bell's panel (from the notifications feature), given the user and a way to close the panel. */
  notifications?: NotificationsSlot;
}
