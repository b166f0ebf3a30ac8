import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';
import { LocaleProvider } from '../../lib/i18n/locale-provider';

function ShowToast() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast.show({
          title: 'Orders loaded!',
          description: 'Here are your orders.',
          variant: 'success',
        })
      }
    >
      Show
    </button>
  );
}

describe('toasts', () => {
  it('has a Notifications region that Alt+T focuses', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="en">
        <ToastProvider>
          <ShowToast />
        </ToastProvider>
      </LocaleProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toBeInTheDocument();
    await user.keyboard('{Alt>}t{/Alt}');
    expect(region).toHaveFocus();
  });

  it('shows a toast with its title and description, and closes it', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="en">
        <ToastProvider>
          <ShowToast />
        </ToastProvider>
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Orders loaded!');
    expect(toast).toHaveTextContent('Here are your orders.');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
