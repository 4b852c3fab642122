import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth/auth-provider';
import { HealthProfilePage } from '@/features/health-summary/components/HealthProfilePage';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

// /settings/health — the Health part of the profile: allergies and health problems.
function Page() {
  const { t } = useLingui();
  const uid = useAuth().user?.uid;
  return <SettingsLayout title={t`Health`}>{uid ? <HealthProfilePage uid={uid} /> : null}</SettingsLayout>;
}

export const Route = createFileRoute('/_authed/settings/health')({ component: Page });
