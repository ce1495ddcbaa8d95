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

// Chinese ships with the first page; English (8 kB gzip) is fetched only by those who chose it
// (loadChosenLanguage), so it does not weigh on the login route of everyone else.
void i18next.use(initReactI18next).init({
  resources: { cn: { translation: zhCN } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'cn',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Before the first render: fetches and switches to the stored language when it is not Chinese. */
export async function loadChosenLanguage(): Promise<void> {
  if (currentLanguage() !== 'en') return;
  const en = (await import('./en.json')).default;
  i18next.addResourceBundle('en', 'translation', en);
  await i18next.changeLanguage('en');
}

export const t = i18next.t.bind(i18next);
export default i18next;
