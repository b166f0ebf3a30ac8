import { loadCatalogue } from '../../../lib/i18n/catalogue';
import { browserLocale } from '../../../lib/i18n/locales';
import { ordersCatalogue } from './catalogue';

export { OrdersPage } from '../orders-page';

/** The page's words in its language, loaded with its code, so the page never waits for them. */
export function loadOrdersWords(): Promise<void> {
  return loadCatalogue(ordersCatalogue, browserLocale());
}
