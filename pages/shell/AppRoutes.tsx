// The router guard (spec section 2, "Access rules"): /login is the only page without a session;
// a session without its permission tree is restored first; everything else comes from
// routes.json filtered by the tree. `/` goes to the first permitted page, unknown paths to /404.
import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import routesFile from '../../schemas/routes.json';
import { filterRoutes, firstPermittedPath, withRecordRoutes, type AuthTree, type RouteDef } from '../../engine/routes/index.ts';
import { buildRouteTree } from '../../engine/react/index.ts';
import { pageRegistry } from '../registry.ts';
import { useSession } from '../session/sessionStore.ts';
import { LOGIN_PATH, NOT_FOUND_PATH, loginPathFor, redirectAfterLogin } from './guard.ts';
import { SessionRestore } from './SessionRestore.tsx';

// Each record list route gets its record address (`/crm/customer/20001`) from the engine.
const allRoutes = withRecordRoutes(routesFile.routes as RouteDef[]);
const loginRoutes = buildRouteTree(allRoutes.filter((route) => route.path === LOGIN_PATH), pageRegistry);

function SignedOutRoutes() {
  const location = useLocation();
  return useRoutes([...loginRoutes, { path: '*', element: <Navigate to={loginPathFor(location)} replace /> }]);
}

function SignedInRoutes({ auth }: { auth: AuthTree }) {
  const location = useLocation();
  const tree = useMemo((): RouteObject[] => {
    const permitted = filterRoutes(allRoutes, auth).filter((route) => route.path !== LOGIN_PATH);
    return [
      { path: '/', element: <Navigate to={firstPermittedPath(permitted)} replace /> },
      ...buildRouteTree(permitted, pageRegistry),
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ];
  }, [auth]);
  // A signed-in user on /login goes on: to the page that sent them there, or to /.
  const routes = useMemo(
    () => [{ path: LOGIN_PATH, element: <Navigate to={redirectAfterLogin(location.search)} replace /> }, ...tree],
    [tree, location.search],
  );
  return useRoutes(routes);
}

export function AppRoutes() {
  const { token, auth } = useSession();
  if (!token) return <SignedOutRoutes />;
  if (!auth) return <SessionRestore />;
  return <SignedInRoutes auth={auth} />;
}
