// The interface language. Chinese (cn) is the default; the setting lives in localStorage under
// `lang` and changing it reloads the page (spec shell-and-calls.md section 1).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './zh-CN.json';
import en from './en.json';

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

void i18next.use(initReactI18next).init({
  resources: { cn: { translation: zhCN }, en: { translation: en } },
  lng: currentLanguage(),
  fallbackLng: 'cn',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const t = i18next.t.bind(i18next);
export default i18next;
