import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { parseRedirectSearch } from '@/features/auth/search';
import { safeRedirect } from '@/features/auth/guard';
import { useAuth } from '@/lib/auth/auth-provider';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';
import { ProfilePage } from '@/features/profile/components/ProfilePage';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  const { redirect } = Route.useSearch();
  const uid = useAuth().user?.uid;
  return (
    <SettingsLayout title={t`Profile`}>
      {uid ? <OfflineDataNotice queryKey={['patient', uid, 'get-patient-detail']} /> : null}
      <ProfilePage redirectTo={safeRedirect(redirect)} />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/profile')({
  validateSearch: parseRedirectSearch,
  component: Page,
});
