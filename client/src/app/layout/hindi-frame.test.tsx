import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

describe('the frame in Hindi', () => {
  it('speaks Hindi, keeps its links under /hi and links to the same page in English', async () => {
    renderApp('/hi/blog/some-post');
    const nav = within(await screen.findByRole('navigation', { name: 'मुख्य मेन्यू' }));
    expect(nav.getByRole('link', { name: 'लेख' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/hi/contact');
    expect(await screen.findByText(/^आज: /)).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/blog/some-post');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'कार्ट, खाली' })).toBeInTheDocument();
  });

  it('opens the phone menu in Hindi with the switch to English', async () => {
    const user = userEvent.setup();
    renderApp('/hi');
    await user.click(await screen.findByRole('button', { name: 'मेन्यू खोलें' }));
    const menu = within(await screen.findByRole('dialog', { name: 'मेन्यू' }));
    expect(menu.getByRole('link', { name: 'हमारे डॉक्टर' })).toHaveAttribute('href', '/hi/doctors');
    expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });
});
