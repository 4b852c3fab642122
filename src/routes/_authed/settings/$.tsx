import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoonPage } from '@/features/shell/components/ComingSoonPage';

export const Route = createFileRoute('/_authed/settings/$')({
  component: () => <ComingSoonPage title={msg`Settings`} />,
});
