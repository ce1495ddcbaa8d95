// A module's create form as a page of its own (a route with `"view": "create"`: 公告's notice-new):
// the same create view the list's 新建 opens, in save mode, or editing the record of `?id=`. Closing
// it or saving goes back to the list the route belongs to (its meta.menuIndex), which then shows
// the new record.
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../engine/react/index.ts';
import type { CrmType } from '../../engine/fields/index.ts';

const CrmCreateHost = lazy(() => import('../crm/create/CrmCreateHost.tsx'));

export function RecordFormPage({ route, fullPath }: PageProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const back = route.meta?.menuIndex ?? fullPath.replace(/\/[^/]*$/, '');
  const crmType = route.module as CrmType;
  const request = Number.isSafeInteger(id) && id > 0
    ? { crmType, action: { type: 'update' as const, id } }
    : { crmType, action: { type: 'save' as const } };
  return (
    <Suspense fallback={null}>
      <CrmCreateHost key={search.toString()} request={request} onClose={() => navigate(back)} />
    </Suspense>
  );
}
