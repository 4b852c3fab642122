import { useLingui } from '@lingui/react/macro';
import { useDocumentTheme } from '@/ui/useDocumentTheme';
import type { ShellPreferenceActions } from '../types';
import { LanguageChoice } from './LanguageChoice';
import * as s from './AppLayout.css';

/** Language and light/dark switches in the footer, for guests too (the avatar menu has them as well). */
export function Preferences({ preferences }: { preferences: ShellPreferenceActions }) {
  const { t } = useLingui();
  const theme = useDocumentTheme();

  return (
    <div className={s.prefs}>
      <LanguageChoice className={s.toggleGroup} buttonClassName={s.toggle} choose={preferences.chooseLanguage} />
      <div role="group" aria-label={t`Theme`} className={s.toggleGroup}>
        <button type="button" className={s.toggle} aria-pressed={theme === 'light'} onClick={() => preferences.chooseTheme('light')}>
          {t`Light`}
        </button>
        <button type="button" className={s.toggle} aria-pressed={theme === 'dark'} onClick={() => preferences.chooseTheme('dark')}>
          {t`Dark`}
        </button>
      </div>
    </div>
  );
}
