import { useMemo, type ReactNode } from 'react';
import { LinguiContext } from '@lingui/react';
import { i18nFor } from './catalogue';
import type { Locale } from './locales';

/**
 * The page's language for everything below: Lingui's instance for it, read with `useLingui()`.
 * Unlike Lingui's I18nProvider it never re-renders the app when a catalogue arrives: catalogues
 * load before the components that read them render (useCatalogue suspends), and a context that
 * changed under a section the page still keeps as the server sent it (ssr/deferred-section)
 * would make React drop that section's HTML.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => {
    const i18n = i18nFor(locale);
    return { i18n, _: i18n._.bind(i18n) };
  }, [locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
