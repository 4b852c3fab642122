import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { currentLocale, setLanguage, type Locale } from '../../../lib/i18n';
import { readPrefs, setTheme, type Theme } from '../../../lib/prefs';
import * as s from './AppLayout.css';

// Language names are written in their own language (and script), as language pickers do.
const LANGUAGES: { code: Locale; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'ne', name: 'नेपाली' },
];

/** Language and light/dark switches (the avatar menu gets them with the shell issue). */
export function Preferences() {
  const { t } = useLingui();
  const active = currentLocale();
  const [theme, setThemeState] = useState<Theme>(() => readPrefs().theme);

  const chooseTheme = (next: Theme) => {
    setTheme(next);
    setThemeState(next);
  };

  return (
    <div className={s.prefs}>
      <div role="group" aria-label={t`Language`} className={s.toggleGroup}>
        {LANGUAGES.map(({ code, name }) => (
          <button
            key={code}
            type="button"
            lang={code}
            className={s.toggle}
            aria-pressed={active === code}
            onClick={() => {
              if (code !== active) setLanguage(code);
            }}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t`Theme`} className={s.toggleGroup}>
        <button type="button" className={s.toggle} aria-pressed={theme === 'light'} onClick={() => chooseTheme('light')}>
          {t`Light`}
        </button>
        <button type="button" className={s.toggle} aria-pressed={theme === 'dark'} onClick={() => chooseTheme('dark')}>
          {t`Dark`}
        </button>
      </div>
    </div>
  );
}
