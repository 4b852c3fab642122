import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { SupportForm } from '../features/support/components/SupportForm';

function Page() {
  const { t } = useLingui();
  return <SupportForm kind="bug-report" title={t`Report a bug`} />;
}

export const Route = createFileRoute('/bug-report')({ component: Page });
