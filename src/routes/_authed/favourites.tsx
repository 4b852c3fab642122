import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../features/favourites/components/FavouritesPage';

export const Route = createFileRoute('/_authed/favourites')({
  component: FavouritesPage,
});
