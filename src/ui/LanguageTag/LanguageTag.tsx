import { useLingui } from '@lingui/react/macro';
import * as s from './LanguageTag.css';

export type LanguageTagProps = {
  /** The language the content is written in; undefined (an answer from before it was told) shows nothing. */
  language: 'en' | 'ne' | undefined;
};

/**
 * "In Nepali" / "In English" beside content written in a language other than the reader's, so a
 * post or review in the other script is expected rather than a mistake. Nothing in the reader's own.
 */
export function LanguageTag({ language }: LanguageTagProps) {
  const { t, i18n } = useLingui();
  if (!language || language === i18n.locale) return null;
  return <span className={s.tag}>{language === 'ne' ? t`In Nepali` : t`In English`}</span>;
}
