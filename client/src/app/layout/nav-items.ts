import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  /** The label's message id in the frame's catalogue. */
  label: string;
  /** Home is active only on "/", the others for every path below them too. */
  end: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.services, label: 'nav.services', end: false },
  { to: paths.diseases, label: 'nav.diseases', end: false },
  { to: paths.products, label: 'nav.products', end: false },
  { to: paths.blog, label: 'nav.blog', end: false },
  { to: paths.contact, label: 'nav.contact', end: false },
];
