import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { parseRedirectSearch } from '../../../features/auth/search';
import { safeRedirect } from '../../../features/auth/guard';
import { ProfilePage } from '../../../features/profile/components/ProfilePage';
import { SettingsLayout } from '../../../features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  const { redirect } = Route.useSearch();
  return (
    <SettingsLayout title={t`Profile`}>
      <ProfilePage redirectTo={safeRedirect(redirect)} />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/profile')({
  validateSearch: parseRedirectSearch,
  component: Page,
});
