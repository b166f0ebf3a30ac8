import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY } from '../../features/shop/cart-storage';
import { clinicErrorMock, renderApp } from '../../test/render-app';

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }));
}

describe('shared layout', () => {
  it('shows the main navigation and highlights Blog for a blog post', async () => {
    renderApp('/blog/some-post');
    const nav = await mainNav();
    for (const label of ['Home', 'Services', 'Diseases', 'Products', 'Blog', 'Contact']) {
      expect(nav.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('highlights only Home on the home page', async () => {
    renderApp('/');
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const current = nav.getAllByRole('link').filter((l) => l.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
  });

  it('shows clinic facts from the server in the top bar and footer', async () => {
    renderApp('/');
    expect(await screen.findAllByRole('link', { name: '+91 98765 43210' })).not.toHaveLength(0);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/12 Station Road/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+91 98123 45678' })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );
    expect(within(footer).getByText('Mon – Sat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /emergency/i })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );
  });

  it('links My Account to the orders page and has a skip link to main', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'My orders & appointments' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('still renders the page when the clinic profile cannot be loaded', async () => {
    renderApp('/services', [clinicErrorMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    expect(await screen.findByText('Our contact details could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('sets the document title per page', async () => {
    renderApp('/products');
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(document.title).toMatch(/^Our Products/);
  });
});

describe('mobile menu and search', () => {
  it('opens the menu, shows the active entry and closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Our Doctors' })).toHaveAttribute('href', '/doctors');
    expect(menu.getByRole('link', { name: 'My Orders & Appointments' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('cart badge', () => {
  it('counts distinct items, not quantities', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'p1', name: 'Herbal cream', price: 250, image: '', quantity: 3 },
        { id: 'p2', name: 'Fibre supplement', price: 400, image: '', quantity: 1 },
      ]),
    );
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('treats a corrupt saved cart as empty', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
  });
});

describe('not-found and route errors', () => {
  it('shows "Page not found" with the missing path and ways back', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Diseases We Treat' })).toHaveAttribute(
      'href',
      '/diseases',
    );
    expect(main.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
    expect(await main.findByText(/12 Station Road/)).toBeInTheDocument();
  });

  it('answers an unknown condition with the not-found page', async () => {
    renderApp('/diseases/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows a condition page with its name', async () => {
    renderApp('/diseases/sexual-problems');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sexual Wellness' })).toBeVisible();
  });
});
