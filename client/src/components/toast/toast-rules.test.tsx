import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast, type ToastInput } from './toast-context';
import { ToastProvider } from './toast-provider';
import { LocaleProvider } from '../../lib/i18n/locale-provider';

function Buttons({ toasts }: { toasts: Record<string, ToastInput> }) {
  const toast = useToast();
  return (
    <>
      <label>
        Full Name
        <input id="name-field" />
      </label>
      {Object.entries(toasts).map(([label, input]) => (
        <button key={label} type="button" onClick={() => toast.show(input)}>
          {label}
        </button>
      ))}
    </>
  );
}

const nameMissing: ToastInput = {
  title: 'Error',
  description: 'Please enter your full name',
  variant: 'error',
  field: 'name-field',
};
const otherError: ToastInput = { title: 'Error', description: 'Phone missing', variant: 'error' };
const placed: ToastInput = { title: 'Order Placed!', variant: 'success' };
const loaded: ToastInput = { title: 'Orders loaded!', variant: 'success' };
const copied: ToastInput = { title: 'Link Copied', variant: 'info' };

function setup() {
  const user = userEvent.setup();
  render(
    <LocaleProvider locale="en">
      <ToastProvider>
        <Buttons toasts={{ nameMissing, otherError, placed, loaded, copied }} />
      </ToastProvider>
    </LocaleProvider>,
  );
  const region = screen.getByRole('region', { name: 'Notifications' });
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  return { user, region, click };
}

const items = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('li')).map((li) => li.textContent);

describe('notice rules', () => {
  it('keeps one notice of a kind: a new error replaces the last one', async () => {
    const { region, click } = setup();
    await click('nameMissing');
    await screen.findByRole('alert');
    await click('otherError');
    await act(() => Promise.resolve());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(region).toHaveTextContent('Phone missing');
    expect(region).not.toHaveTextContent('Please enter your full name');
  });

  it('clears the errors once something succeeds', async () => {
    const { region, click } = setup();
    await click('nameMissing');
    await screen.findByRole('alert');
    await click('placed');
    await screen.findByText('Order Placed!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await click('loaded');
    await screen.findByText('Orders loaded!');
    expect(items(region)).toEqual(['Orders loaded!']);
  });

  it('clears an error when the patient types in the field it is about', async () => {
    const { user, click } = setup();
    await click('nameMissing');
    await screen.findByRole('alert');
    await click('copied');
    await screen.findByText('Link Copied');
    await user.type(screen.getByLabelText('Full Name'), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Link Copied')).toBeInTheDocument();
  });
});
