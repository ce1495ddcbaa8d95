// React.lazy for registry pages, with the spec's "a failed lazy load reloads the pending route"
// (a failed catalogue load counts as one).
import { lazy, type ComponentType } from 'react';
import { loadAppCatalogue } from '../../i18n/index.ts';
import { claimChunkReload } from './chunkReload.ts';

type PageModule<P> = { default: ComponentType<P> };

function pendingPath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * A page loads after the screens' Chinese (i18n loadAppCatalogue), so that neither its render nor
 * its module's first evaluation meets a missing text; `{ catalogue: false }` for the login page,
 * which the shell's catalogue serves and whose first load must stay small.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>, options: { catalogue?: boolean } = {}): ComponentType<P> {
  return lazy(async () => {
    try {
      if (options.catalogue !== false) await loadAppCatalogue();
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
