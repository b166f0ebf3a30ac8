import { useLocale } from '../../lib/i18n/catalogue';
import { languageSettled, prefersHindi, rememberOffered } from '../../lib/i18n/remember-locale';
import { useHydrated } from '../../ssr/use-hydrated';

let decided: boolean | undefined;

/** Decided once per page load: Hindi is offered once, and stays up while the patient reads. */
function offerOnce(): boolean {
  if (decided === undefined) {
    decided = !languageSettled() && prefersHindi(navigator.languages);
    if (decided) rememberOffered();
  }
  return decided;
}

/**
 * Whether to offer Hindi on this English page: the browser's languages (what it sends as
 * Accept-Language) put Hindi first, and it was never offered before nor a language chosen.
 * Decided in the browser once the page is live, so every visitor shares the server's page.
 */
export function useLanguageOffer(): boolean {
  const locale = useLocale();
  const hydrated = useHydrated();
  return hydrated && locale === 'en' && offerOnce();
}
