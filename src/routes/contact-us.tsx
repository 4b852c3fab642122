import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { SupportForm } from '../features/support/components/SupportForm';

function Page() {
  const { t } = useLingui();
  return <SupportForm kind="contact-us" title={t`Contact us`} />;
}

export const Route = createFileRoute('/contact-us')({ component: Page });
