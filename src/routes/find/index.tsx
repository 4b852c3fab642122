import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/find/')({
  beforeLoad: () => {
    throw redirect({ to: '/find/doctors', replace: true });
  },
});
