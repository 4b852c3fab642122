import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoonPage } from '../features/shell/components/ComingSoonPage';

export const Route = createFileRoute('/feature-request')({
  component: () => <ComingSoonPage title={msg`Request a feature`} />,
});
