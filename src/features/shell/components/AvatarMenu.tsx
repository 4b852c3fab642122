import { useId, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/ui/Avatar/Avatar';
import { useProfilePictureUrl } from '@/lib/domain/profile-picture';
import { useDocumentTheme } from '@/ui/useDocumentTheme';
import { currentLocale } from '@/lib/i18n/i18n';
import { fullName, usePatientProfile } from '@/lib/domain/patient-profile';
import type { ShellPreferenceActions, ShellUser } from '../types';
import { usePopup } from '@/lib/hooks/use-popup';
import { Icon } from './Icon';
import * as icons from './icons';
import { LanguageChoice } from './LanguageChoice';
import { LANGUAGE_NAMES } from './languages';
import * as s from './AccountArea.css';

type Props = {
  user: ShellUser;
  preferences: ShellPreferenceActions;
  signOut: () => Promise<void>;
};

/**
 * The avatar menu (spec 2): picture, full name and e-mail; Language (English / नेपाली), a
 * dark-mode switch, Settings and Logout. A disclosure panel of ordinary controls, so the switch
 * keeps role=switch and Tab moves through it.
 */
export function AvatarMenu({ user, preferences, signOut }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const popup = usePopup();
  const { open, close } = popup;
  // Closed, the menu opens again without its languages.
  if (!open && languagesOpen) setLanguagesOpen(false);

  const theme = useDocumentTheme();
  const language = currentLocale();
  const profile = usePatientProfile(user.uid).data;
  const name = (profile && fullName(profile)) || user.displayName || user.email || t`Patient`;
  const email = profile?.email ?? user.email ?? '';
  // The stored picture is fetched with the token (owner only); before the profile loads, the account's photo.
  const storedPicture = useProfilePictureUrl(user.uid, profile?.profilePictureUrl);
  const picture = profile ? storedPicture : user.photoURL;

  const logout = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      close();
      void navigate({ to: '/signin' });
    }
  };

  return (
    <div ref={popup.root} className={s.popRoot}>
      {/* oxlint-disable-next-line react/refs -- popup.button carries the button's ref object to its ref prop; nothing reads .current in render */}
      <button type="button" className={s.avatarButton} aria-controls={`${id}-menu`} aria-label={t`Account menu`} {...popup.button}>
        <Avatar src={picture} name={name} size="sm" decorative />
      </button>
      <div id={`${id}-menu`} className={s.panel} hidden={!open}>
        <div className={s.identity}>
          <Avatar src={picture} name={name} size="md" decorative />
          <div className={s.identityText}>
            <p className={s.name}>{name}</p>
            {email ? <p className={s.email}>{email}</p> : null}
          </div>
        </div>
        <ul className={s.items} role="list">
          <li>
            <button
              type="button"
              className={s.item}
              aria-expanded={languagesOpen}
              aria-controls={`${id}-languages`}
              onClick={() => setLanguagesOpen((value) => !value)}
            >
              <Icon d={icons.globe} className={s.itemIcon} />
              <span className={s.itemLabel}>
                <Trans>Language</Trans>
              </span>
              <span className={s.itemValue} lang={language}>
                {LANGUAGE_NAMES[language]}
              </span>
              <Icon d={languagesOpen ? icons.chevronDown : icons.chevronRight} className={s.itemIcon} size={18} />
            </button>
            <LanguageChoice
              id={`${id}-languages`}
              hidden={!languagesOpen}
              className={s.subItems}
              buttonClassName={s.subItem}
              active={language}
              choose={preferences.chooseLanguage}
            />
          </li>
          <li>
            <button
              type="button"
              role="switch"
              aria-checked={theme === 'dark'}
              className={s.item}
              onClick={() => preferences.chooseTheme(theme === 'dark' ? 'light' : 'dark')}
            >
              <Icon d={icons.moon} className={s.itemIcon} />
              <span className={s.itemLabel}>
                <Trans>Dark mode</Trans>
              </span>
              <span className={s.switchTrack} aria-hidden="true">
                <span className={s.switchThumb} />
              </span>
            </button>
          </li>
          <li>
            <Link to="/settings/profile" className={s.item} onClick={close}>
              <Icon d={icons.gear} className={s.itemIcon} />
              <span className={s.itemLabel}>
                <Trans>Settings</Trans>
              </span>
            </Link>
          </li>
          <li>
            <button type="button" className={s.item} onClick={() => void logout()} disabled={signingOut} aria-busy={signingOut || undefined}>
              <Icon d={icons.logout} className={s.itemIcon} />
              <span className={s.itemLabel}>
                <Trans>Logout</Trans>
              </span>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
