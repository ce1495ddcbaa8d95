// React.lazy for registry pages, with the spec's "a failed lazy load reloads the pending route".
import { lazy, type ComponentType } from 'react';
import { claimChunkReload } from './chunkReload.ts';

type PageModule<P> = { default: ComponentType<P> };

function pendingPath(): string {
  return window.location.pathname + window.location.search;
}

export function lazyPage<P>(load: () => Promise<PageModule<P>>): ComponentType<P> {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      if (claimChunkReload(sessionStorage, pendingPath(), Date.now())) {
        window.location.reload();
        // Keep suspending until the reload replaces the page.
        return new Promise<PageModule<P>>(() => {});
      }
      throw error;
    }
  });
}
