// What the route engine hands to every registered page.
import type { ComponentType } from 'react';
import type { RouteDef } from '../routes/types.ts';

export interface PageProps {
  /** The route definition, children already filtered by the user's permissions. */
  route: RouteDef;
  /** The route's full path pattern, e.g. `/crm/customer`. */
  fullPath: string;
}

/** Component keys of routes.json -> page components (usually lazyPage(...)). */
export type PageRegistry = Readonly<Record<string, ComponentType<PageProps>>>;
