import { useLingui } from '@lingui/react/macro';
import { getConfig } from '@/lib/settings/config';
import { BUILD_ID } from '@/lib/settings/build-id';
import * as s from '@/styles/form.css';

export function PrivacyContent() {
  const { t } = useLingui();
  return (
    <div className={s.card}>
      <p>{t`We keep your health records only to provide care through Swasthya. Your records are shown only to you and to the doctors you book with.`}</p>
      <p>{t`We never sell your data. You can delete your account at any time from these settings.`}</p>
    </div>
  );
}

export function TermsContent() {
  const { t } = useLingui();
  return (
    <div className={s.card}>
      <p>{t`Swasthya connects you with doctors, pharmacies and diagnostic centres in Nepal. It does not replace emergency care: in an emergency call 102.`}</p>
      <p>{t`Appointments may be rescheduled or canceled up to 24 hours before the scheduled time.`}</p>
    </div>
  );
}

export function AboutContent() {
  const { t } = useLingui();
  // The build id (src/lib/settings/build-id.ts): what support asks for, and what busts the saved answers.
  const build = BUILD_ID;
  return (
    <div className={s.card}>
      <p>{t`Swasthya is a patient app for Nepal: find doctors, book appointments, and keep your prescriptions and lab tests at hand, even offline.`}</p>
      <p data-testid="build-id">{t`App build: ${build}`}</p>
    </div>
  );
}

export function HelpContent() {
  const { t } = useLingui();
  const email = getConfig().supportEmail;
  return (
    <div className={s.card}>
      <p>{t`Need help? Write to us at ${email}, or use Contact us in the menu.`}</p>
    </div>
  );
}
