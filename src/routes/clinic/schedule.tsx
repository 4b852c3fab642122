import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '../../features/clinic/components/SchedulePage';

export const Route = createFileRoute('/clinic/schedule')({
  component: SchedulePage,
});
