import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoonPage } from '../features/shell/components/ComingSoonPage';

// /medicine-order — a menu entry of spec 1 that is not built yet.
export const Route = createFileRoute('/medicine-order')({
  component: () => <ComingSoonPage title={msg`Medicine Order`} />,
});
