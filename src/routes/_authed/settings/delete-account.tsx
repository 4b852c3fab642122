import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { DeleteAccountForm } from '@/features/settings/components/DeleteAccountForm';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  return (
    <SettingsLayout title={t`Delete account`}>
      <DeleteAccountForm />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/delete-account')({ component: Page });
