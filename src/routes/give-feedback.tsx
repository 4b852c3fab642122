import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { SupportForm } from '../features/support/components/SupportForm';

function Page() {
  const { t } = useLingui();
  return <SupportForm kind="feedback" title={t`Give feedback`} />;
}

export const Route = createFileRoute('/give-feedback')({ component: Page });
