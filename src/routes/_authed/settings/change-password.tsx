import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChangePasswordForm } from '@/features/settings/components/ChangePasswordForm';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  return (
    <SettingsLayout title={t`Change password`}>
      <ChangePasswordForm />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/change-password')({ component: Page });
