import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { SupportForm } from '../features/support/components/SupportForm';

function Page() {
  const { t } = useLingui();
  return <SupportForm kind="feature-request" title={t`Feature request`} />;
}

export const Route = createFileRoute('/feature-request')({ component: Page });
