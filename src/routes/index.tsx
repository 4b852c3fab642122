import { createFileRoute } from '@tanstack/react-router';
import { HomeHero } from '../features/home/components/HomeHero';
import { topDoctorsQueryOptions } from '../features/doctors/api/get-doctors';
import { DoctorSearchForm } from '../features/doctors/components/DoctorSearchForm';
import { TopDoctors } from '../features/doctors/components/TopDoctors';

export const Route = createFileRoute('/')({
  // Start the request while the page's code downloads; the page shows a skeleton until it lands.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(topDoctorsQueryOptions());
  },
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <>
      <HomeHero>
        <DoctorSearchForm />
      </HomeHero>
      <TopDoctors />
    </>
  );
}
