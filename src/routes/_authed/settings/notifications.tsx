import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { NotificationPreferencesForm } from '../../../features/settings/components/NotificationPreferencesForm';
import { SettingsLayout } from '../../../features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  return (
    <SettingsLayout title={t`Notifications`}>
      <NotificationPreferencesForm />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/notifications')({ component: Page });
