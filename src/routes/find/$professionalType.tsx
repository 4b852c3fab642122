import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoonPage } from '@/features/shell/components/ComingSoonPage';

/** /find/{professionalType}: the directory kinds map to their lists; other kinds are not there yet. */
const KINDS: Record<string, '/find/doctors' | '/find/pharmacies' | '/find/diagnostics'> = {
  doctor: '/find/doctors',
  doctors: '/find/doctors',
  pharmacy: '/find/pharmacies',
  pharmacies: '/find/pharmacies',
  diagnostic: '/find/diagnostics',
  diagnostics: '/find/diagnostics',
  'diagnostic-centre': '/find/diagnostics',
  'diagnostic-centres': '/find/diagnostics',
};

export const Route = createFileRoute('/find/$professionalType')({
  beforeLoad: ({ params }) => {
    const to = KINDS[params.professionalType.toLowerCase()];
    if (to) throw redirect({ to, replace: true });
  },
  component: () => <ComingSoonPage title={msg`Find care`} />,
});
