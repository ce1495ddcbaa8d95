// One route's element: its page inside a Suspense and an error boundary of its own, so a nested
// page loads (or fails) inside its layout while the layout stays on screen.
import { Suspense, type ComponentType } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import type { RouteDef } from '../routes/types.ts';
import type { PageProps } from './types.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

export function PageLoading() {
  return (
    <Center minH="40vh" aria-busy="true">
      <Spinner color="brand.500" size="lg" />
    </Center>
  );
}

export function RouteElement({ Page, route, fullPath }: { Page: ComponentType<PageProps>; route: RouteDef; fullPath: string }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page route={route} fullPath={fullPath} />
      </Suspense>
    </PageErrorBoundary>
  );
}
