import { useLingui } from '@lingui/react/macro';
import { currentLocale, type Locale } from '../../../lib/i18n';
import { useDocumentTheme } from '../../../ui/useDocumentTheme';
import type { ShellPreferenceActions } from '../types';
import { LANGUAGE_NAMES } from './languages';
import * as s from './AppLayout.css';

/** Language and light/dark switches in the footer, for guests too (the avatar menu has them as well). */
export function Preferences({ preferences }: { preferences: ShellPreferenceActions }) {
  const { t } = useLingui();
  const active = currentLocale();
  const theme = useDocumentTheme();

  return (
    <div className={s.prefs}>
      <div role="group" aria-label={t`Language`} className={s.toggleGroup}>
        {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            className={s.toggle}
            aria-pressed={active === code}
            onClick={() => {
              if (code !== active) preferences.chooseLanguage(code);
            }}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        ))}
      </div>
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
