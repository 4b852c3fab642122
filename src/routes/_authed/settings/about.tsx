import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AboutContent } from '@/features/settings/components/StaticPages';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  return (
    <SettingsLayout title={t`About`}>
      <AboutContent />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/about')({ component: Page });
