import { createContext, useContext } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { intlLocalesFor } from './digits';
import type { Locale } from './locales';

export type { Messages };

/** A feature's messages in every language, each loaded on its own: a page loads only its own. */
export type Catalogue = Record<Locale, () => Promise<{ messages: Messages }>> & {
  /** Names the catalogue in the words a server-rendered page carries (PAGE_MESSAGES_ID). */
  name: string;
};

type Tracked = Promise<void> & { status?: 'fulfilled' };

// One Lingui instance per language, never switched: catalogues are the same for every visitor,
// so concurrent server renders in different languages can share them.
const instances = new Map<Locale, I18n>();
const loads = new WeakMap<Catalogue, Map<Locale, Tracked>>();

/** In the browser: the catalogues the server sent with the page, in the page's language. */
let sent: { locale: Locale; catalogues: Record<string, Messages> } | undefined;

export function i18nFor(locale: Locale): I18n {
  const locales = intlLocalesFor(locale);
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  } else if (i18n.locales !== locales) {
    // The clinic's digits were set after this instance was made (they are set once, at start).
    i18n.activate(locale, locales);
  }
  return i18n;
}

/** Takes the words a server-rendered page came with (browser start only, before rendering). */
export function provideCatalogues(locale: Locale, catalogues: Record<string, Messages>): void {
  sent = { locale, catalogues };
}

/**
 * Loads a catalogue's messages for one language into that language's instance, once: from the
 * page's own data when the server sent them, else its module. The promise is marked fulfilled
 * when done, so useCatalogue reads a loaded catalogue without suspending (and a page the browser
 * adopts never waits on one).
 */
export function loadCatalogue(catalogue: Catalogue, locale: Locale): Promise<void> {
  let byLocale = loads.get(catalogue);
  if (!byLocale) loads.set(catalogue, (byLocale = new Map()));
  let load = byLocale.get(locale);
  if (!load) {
    const given = sent?.locale === locale ? sent.catalogues[catalogue.name] : undefined;
    let tracked: Tracked;
    if (given) {
      i18nFor(locale).load(locale, given);
      tracked = Promise.resolve();
      tracked.status = 'fulfilled';
    } else {
      tracked = catalogue[locale]().then(({ messages }) => {
        i18nFor(locale).load(locale, messages);
        tracked.status = 'fulfilled';
      });
    }
    load = tracked;
    byLocale.set(locale, load);
  }
  return load;
}

/** Provided by the server renderer: collects the catalogues a page reads, to send with it. */
export const CatalogueRecorderContext = createContext<Set<Catalogue> | undefined>(undefined);

/** The page's language. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/**
 * The catalogues' messages in the page's language, and Lingui's `_` to read them; suspends the
 * first time one is needed (a feature's code loads them with its route when it can).
 *
 * It suspends by throwing the loads still on their way, not by `use()`: React replays a render
 * that suspended in `use()` with the hooks it had so far and matches its `use()` calls by
 * position, and this render calls `use()` only while a catalogue is loading, so a replay after
 * the load skipped it and React failed with "Update hook called on initial render" (errors 467
 * and 520, about one client navigation in four to /contact). A thrown promise makes React render
 * the component afresh once it settles. A loaded catalogue throws nothing, so a page the browser
 * adopts never waits on one.
 */
export function useCatalogue(...catalogues: [Catalogue, ...Catalogue[]]) {
  const lingui = useLingui();
  const recorder = useContext(CatalogueRecorderContext);
  const locale = lingui.i18n.locale as Locale;
  const pending = catalogues
    .map((catalogue) => {
      recorder?.add(catalogue);
      return loadCatalogue(catalogue, locale) as Tracked;
    })
    .filter((load) => load.status !== 'fulfilled');
  if (pending.length > 0) throw pending.length === 1 ? pending[0] : Promise.all(pending);
  return lingui;
}
