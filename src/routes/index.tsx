import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../lib/auth/auth-provider';
import { HomeHero } from '../features/home/components/HomeHero';
import { DashboardSkeleton } from '../features/home/components/DashboardSkeleton';
import { topDoctorsQueryOptions } from '../features/doctors/api/get-doctors';
import { DoctorSearchForm } from '../features/doctors/components/DoctorSearchForm';
import { TopDoctors } from '../features/doctors/components/TopDoctors';
import { FavouriteHearts } from '../features/favourites/components/FavouriteButton';
import { hasSession } from '../lib/auth/auth';
import { withFullCatalog } from '../lib/i18n/i18n';

// The dashboard is its own chunk: guests on / download only the public home.
const SignedInHome = lazy(() => withFullCatalog(import('./-signed-in-home')));

export const Route = createFileRoute('/')({
  // Start the request while the page's code downloads; the page shows a skeleton until it lands.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(topDoctorsQueryOptions());
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { user, loading } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <SignedInHome uid={user.uid} />
      </Suspense>
    );
  }
  // A device with a session waits for it rather than flashing the guest page.
  if (loading && hasSession()) return <DashboardSkeleton />;
  return (
    <>
      <HomeHero>
        <DoctorSearchForm />
      </HomeHero>
      <TopDoctors cardActions={FavouriteHearts} />
    </>
  );
}
