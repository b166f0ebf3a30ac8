import { paths } from '../../config/paths';
import { layoutTexts } from '../strings';

export interface NavItem {
  to: string;
  label: string;
  /** Home is active only on "/", the others for every path below them too. */
  end: boolean;
}

const home: NavItem = { to: paths.home, label: layoutTexts.nav.home, end: true };
const services: NavItem = { to: paths.services, label: layoutTexts.nav.services, end: false };
const diseases: NavItem = { to: paths.diseases, label: layoutTexts.nav.diseases, end: false };
const products: NavItem = { to: paths.products, label: layoutTexts.nav.products, end: false };
const blog: NavItem = { to: paths.blog, label: layoutTexts.nav.blog, end: false };
const contact: NavItem = { to: paths.contact, label: layoutTexts.nav.contact, end: false };

/** The header's row from md up (the footer and icons reach the rest). */
export const navItems: readonly NavItem[] = [home, services, diseases, products, blog, contact];

/** The phone menu: also the pages the desktop header leaves to its icons and the footer. */
export const mobileNavItems: readonly NavItem[] = [
  home,
  services,
  diseases,
  { to: paths.doctors, label: layoutTexts.nav.doctors, end: false },
  products,
  blog,
  { to: paths.orders, label: layoutTexts.nav.orders, end: false },
  { to: paths.faq, label: layoutTexts.nav.faq, end: false },
  contact,
];
