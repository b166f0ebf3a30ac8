import { paths } from '../../config/paths';
import { layoutTexts } from '../strings';

export interface NavItem {
  to: string;
  label: string;
  /** Home is active only on "/", the others for every path below them too. */
  end: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: paths.home, label: layoutTexts.nav.home, end: true },
  { to: paths.services, label: layoutTexts.nav.services, end: false },
  { to: paths.diseases, label: layoutTexts.nav.diseases, end: false },
  { to: paths.products, label: layoutTexts.nav.products, end: false },
  { to: paths.blog, label: layoutTexts.nav.blog, end: false },
  { to: paths.contact, label: layoutTexts.nav.contact, end: false },
];
