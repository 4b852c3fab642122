import { createFileRoute } from '@tanstack/react-router';
import { LabPage } from '../../features/clinic/records/LabPage';

export const Route = createFileRoute('/clinic/lab')({
  component: LabPage,
});
