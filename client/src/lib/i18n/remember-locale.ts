import type { Locale } from './locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the language a patient chose: the server opens / in it next time (server/src/pages). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `lang=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Whether this browser was offered Hindi already, or its patient chose a language. */
export function languageSettled(): boolean {
  return /(?:^|;\s*)(lang|lang-offered)=/.test(document.cookie);
}

/** Remembers that Hindi was offered, so it is offered once. */
export function rememberOffered(): void {
  document.cookie = `lang-offered=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Whether the browser's languages (its Accept-Language) put Hindi before English. */
export function prefersHindi(languages: readonly string[]): boolean {
  const first = languages.find((tag) => /^(hi|en)\b/i.test(tag));
  return first !== undefined && /^hi\b/i.test(first);
}
