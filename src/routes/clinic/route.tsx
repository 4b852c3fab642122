import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadConsoleCatalog } from '../../features/clinic/catalog';

// /clinic/… — the clinic console's route tree (issue 29). Its loader (split with the page, never in
// the entry) brings the console's own message catalog before any console page renders; a failed
// download shows the app's error page with "Try again".
export const Route = createFileRoute('/clinic')({
  loader: () => loadConsoleCatalog(),
  component: Outlet,
});
