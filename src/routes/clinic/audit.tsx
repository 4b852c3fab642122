import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/clinic/components/AuditPage';

export const Route = createFileRoute('/clinic/audit')({
  component: AuditPage,
});
