import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth/auth-provider';
import { HealthSummaryPage } from '@/features/health-summary/components/HealthSummaryPage';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

// /settings/health-summary — the International Patient Summary: read, download, print, share by SMART Health Link.
function Page() {
  const { t } = useLingui();
  const uid = useAuth().user?.uid;
  return <SettingsLayout title={t`My health summary`}>{uid ? <HealthSummaryPage uid={uid} /> : null}</SettingsLayout>;
}

export const Route = createFileRoute('/_authed/settings/health-summary')({ component: Page });
