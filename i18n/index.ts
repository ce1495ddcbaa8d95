// The interface language. Chinese (cn) is the default; the setting lives in localStorage under
// `lang` and changing it reloads the page (spec shell-and-calls.md section 1).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './zh-CN.json';

export type Language = 'cn' | 'en';
export const DEFAULT_LANGUAGE: Language = 'cn';
const STORAGE_KEY = 'lang';

export function currentLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return stored === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/** Stores the choice and reloads, as the original client does. */
export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  window.location.reload();
}

// The first page ships the Chinese of the shell only (zh-CN.json: login, navigation, the forced
// logout, 404, 3 kB gzip); the screens' Chinese (zh-CN.app.json, 10 kB) is fetched by every page
// but the login before it renders (loadAppCatalogue, engine/react/lazyPage.ts), and English (8 kB)
// only by those who chose it (loadChosenLanguage). The login route's budget is 220 kB.
void i18next.use(initReactI18next).init({
  resources: { cn: { translation: zhCN } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'cn',
  interpolation: { escapeValue: false },
  initAsync: false,
});

let appCatalogue: Promise<void> | undefined;

/** The screens' Chinese, merged into the catalogue once; every later call shares the first. */
export function loadAppCatalogue(): Promise<void> {
  appCatalogue ??= import('./zh-CN.app.json').then(
    (module) => { i18next.addResourceBundle('cn', 'translation', module.default, true, true); },
    (error: unknown) => { appCatalogue = undefined; throw error; }, // a later page may try again
  );
  return appCatalogue;
}

// Unit tests and stories render screens straight away: they get the whole catalogue at import.
if (import.meta.env.MODE === 'test') await loadAppCatalogue();

/** Before the first render: fetches and switches to the stored language when it is not Chinese. */
export async function loadChosenLanguage(): Promise<void> {
  if (currentLanguage() !== 'en') return;
  const en = (await import('./en.json')).default;
  i18next.addResourceBundle('en', 'translation', en);
  await i18next.changeLanguage('en');
}

export const t = i18next.t.bind(i18next);
export default i18next;
