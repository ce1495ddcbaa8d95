// A section's drill-downs: whether a module's list may be opened (an environment with lists, a
// module with a list page, the user's right to see it), and the list page the dialog shows.
import { useCallback, useMemo, useState } from 'react';
import { drillPage, drillParams, drillRight, type ChartDrill } from '../../charts/index.ts';
import { findModule, modulePage } from '../../modules/catalogue.ts';
import { hasAuthKey, type PageDef } from '../../pages/index.ts';
import type { DrillHandle } from './blocks/blockContext.ts';
import type { ChartEnvironment } from './chartEnvironment.ts';

export interface OpenDrill {
  title: string;
  page: PageDef;
}

export function useDrill(env: ChartEnvironment, filter: Readonly<Record<string, string>>): { handle: DrillHandle; open: OpenDrill | null; close(): void } {
  const [open, setOpen] = useState<OpenDrill | null>(null);
  const can = useCallback((drill: ChartDrill) => {
    const page = modulePage(drill.module);
    return env.list !== undefined && page !== undefined && hasAuthKey(env.auth, drillRight(page));
  }, [env]);
  const handle = useMemo<DrillHandle>(() => ({
    can,
    open(drill, title, category) {
      const page = modulePage(drill.module);
      const module = findModule(drill.module);
      if (!page || !module) return;
      setOpen({ title, page: drillPage(page, drill, drillParams(drill, filter, module.label, category)) });
    },
  }), [can, filter]);
  return { handle, open, close: () => setOpen(null) };
}
