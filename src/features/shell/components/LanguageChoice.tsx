import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { currentLocale, type Locale } from '@/lib/i18n/i18n';
import { LANGUAGE_NAMES } from './languages';

/**
 * The two languages as pressed/unpressed buttons in a "Language" group (footer, phone menu, avatar menu);
 * choosing the other one stores it and reloads (spec 2).
 */
export function LanguageChoice({ choose, className, buttonClassName, active = currentLocale(), ...group }: {
  choose: (language: Locale) => void;
  className: string;
  buttonClassName: string;
  active?: Locale;
} & Pick<ComponentProps<'div'>, 'id' | 'hidden'>) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Language`} className={className} {...group}>
      {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={buttonClassName}
          aria-pressed={active === code}
          onClick={() => {
            if (code !== active) choose(code);
          }}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
