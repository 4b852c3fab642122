import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { topDoctorsQueryOptions } from '@/features/doctors/api/get-doctors';
import { SignedInHome } from '../-signed-in-home';

// /home — the signed-in dashboard (also shown at / for a signed-in patient).
export const Route = createFileRoute('/_authed/home')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(topDoctorsQueryOptions());
  },
  component: HomeRoute,
});

function HomeRoute() {
  const uid = useAuth().user?.uid;
  return uid ? <SignedInHome uid={uid} /> : null;
}
