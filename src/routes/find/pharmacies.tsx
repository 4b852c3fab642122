import { createFileRoute } from '@tanstack/react-router';
import { PlacesPage } from '@/features/places/components/PlacesPage';
import { parsePlaceSearch, toPlaceQuery } from '@/features/places/search-params';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

export const Route = createFileRoute('/find/pharmacies')({
  validateSearch: parsePlaceSearch,
  component: PlacesRoute,
});

function PlacesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <OfflineDataNotice queryKey={['upn', 'get-pharmacies', toPlaceQuery('pharmacy', search)]} />
      <PlacesPage kind="pharmacy" search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </>
  );
}
