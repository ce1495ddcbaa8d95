// Connects the UI-agnostic request client to the shell's toasts and forced-logout dialog.
import { setRequestPresenter } from '../../server-adapter/presenter.ts';
import { toastError } from './toaster.tsx';
import { openForcedLogout } from './forcedLogout.ts';

export function registerRequestPresenter(): void {
  setRequestPresenter({ toastError, showForcedLogout: openForcedLogout });
}
