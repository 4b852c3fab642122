import { createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from '../features/shell/components/AppLayout';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';
import { RouteErrorPage } from '../features/shell/components/RouteErrorPage';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
