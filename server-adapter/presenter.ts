// How the request client shows things to the user without knowing any UI. The shell registers a
// presenter (Chakra toasts and the forced-logout dialog); tests register a stub.

export interface RequestPresenter {
  /** An error toast with the server's message or the network-failure text. */
  toastError(msg: string): void;
  /**
   * The "你已被登出，请重新登录" dialog. Called at most once per page session, however many
   * calls come back with code 302: its only button logs out and reloads the page.
   */
  showForcedLogout(): void;
}

const consolePresenter: RequestPresenter = {
  toastError: (msg) => console.error(msg),
  showForcedLogout: () => console.warn('session expired'),
};

let presenter: RequestPresenter = consolePresenter;
let forcedLogoutShown = false;

/** Registers the presenter. A new presenter starts a new page session: the 302 gate reopens. */
export function setRequestPresenter(next: RequestPresenter): void {
  presenter = next;
  forcedLogoutShown = false;
}

export function presentError(msg: string): void {
  presenter.toastError(msg);
}

/** Shows the forced-logout dialog unless it is already up: concurrent 302s never stack dialogs. */
export function presentForcedLogout(): void {
  if (forcedLogoutShown) return;
  forcedLogoutShown = true;
  presenter.showForcedLogout();
}
