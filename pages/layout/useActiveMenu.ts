// The sidebar item to highlight and the document title, from the route that matches the URL.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { activeMenuIndex, findRoute, hasParams, type RouteDef } from '../../engine/routes/index.ts';

export function useActiveMenu(area: RouteDef, pathname: string): string {
  const match = findRoute([area], pathname);
  if (!match) return pathname;
  // A route with params (a project, a role) is highlighted by its real URL, not its pattern.
  return activeMenuIndex(match.route, hasParams(match.fullPath) ? pathname : match.fullPath);
}

export function usePageTitle(area: RouteDef, pathname: string, systemName: string): void {
  const { t } = useTranslation();
  const title = findRoute([area], pathname)?.route.title ?? area.title;
  useEffect(() => {
    document.title = `${t(title)} - ${systemName}`;
  }, [t, title, systemName]);
}
