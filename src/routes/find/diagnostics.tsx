import { createFileRoute } from '@tanstack/react-router';
import { PlacesPage } from '../../features/places/components/PlacesPage';
import { parsePlaceSearch } from '../../features/places/search-params';

export const Route = createFileRoute('/find/diagnostics')({
  validateSearch: parsePlaceSearch,
  component: PlacesRoute,
});

function PlacesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PlacesPage kind="diagnostic" search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
