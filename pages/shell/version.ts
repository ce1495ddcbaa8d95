// The version line of the user menu and the login page (spec section 9).
export const APP_VERSION = 'V9.2.3.191220';
