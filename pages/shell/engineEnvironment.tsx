// The app's services for the engine (engine/react/environment): the toaster, the session store,
// the follow-up drafts of this browser tab, the CRM create view and the approver picker. Provided
// once around the whole app (main.tsx); stories and unit tests wrap their screens in the same
// <AppEngineEnvironment>. This module ships with the login page, which must stay small: the two
// components load lazily (the create view with its forms, the picker with the member picker).
// The form theme is not here: see AppFormTheme.tsx.
import { lazy, Suspense, type ReactNode } from 'react';
import { EngineEnvironmentProvider, type ApproverPickerProps, type EngineEnvironment } from '../../engine/react/environment/index.ts';
import { recordListPath, recordPath } from '../../engine/routes/index.ts';
import type { RouteDef } from '../../engine/routes/types.ts';
import routesFile from '../../schemas/routes.json';
import { readFollowUpDraft, writeFollowUpDraft } from '../session/followUpDrafts.ts';
import { getSession, subscribeSession } from '../session/sessionStore.ts';
import { toastError, toastSuccess } from './toaster.tsx';

const CrmCreateHost = lazy(() => import('../crm/create/CrmCreateHost.tsx'));
const LazyApproverPicker = lazy(async () => ({ default: (await import('../crm/create/ApproverPicker.tsx')).ApproverPicker }));

function ApproverPicker(props: ApproverPickerProps) {
  return (
    <Suspense fallback={null}>
      <LazyApproverPicker {...props} />
    </Suspense>
  );
}

const routes = routesFile.routes as RouteDef[];

/** A record's address under its module's list route (engine/routes/recordPaths.ts). */
function recordAddress(module: string, id: number): string | null {
  const listPath = recordListPath(routes, module);
  return listPath ? recordPath(listPath, id) : null;
}

export const appEngineEnvironment: Omit<EngineEnvironment, 'formTheme'> = {
  notify: { success: toastSuccess, error: toastError },
  session: { get: getSession, subscribe: subscribeSession },
  CreateHost: CrmCreateHost,
  followUpDrafts: { read: readFollowUpDraft, write: writeFollowUpDraft },
  ApproverPicker,
  recordAddress,
};

export function AppEngineEnvironment({ children }: { children: ReactNode }) {
  return <EngineEnvironmentProvider value={appEngineEnvironment}>{children}</EngineEnvironmentProvider>;
}
