import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LogoutPanel } from '@/features/settings/components/LogoutPanel';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  return (
    <SettingsLayout title={t`Log out`}>
      <LogoutPanel />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/logout')({ component: Page });
