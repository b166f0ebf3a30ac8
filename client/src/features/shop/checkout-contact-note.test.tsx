import { render, screen } from '@testing-library/react';
import { ToastProvider } from '../../components/toast/toast-provider';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { CheckoutForm } from './checkout-form';

const items = [{ id: '7', name: 'Sitz Bath Tub', price: 449, image: '/t.svg', quantity: 1 }];

describe('checkout: how the patient will be contacted', () => {
  it('says updates come to the phone on WhatsApp or SMS, and that STOP stops them', () => {
    render(
      <LocaleProvider locale="en">
        <ToastProvider>
          <CheckoutForm
            items={items}
            checking={false}
            areas={[]}
            onSubmit={async () => ({ title: 'ok' })}
            onFailure={() => undefined}
          />
        </ToastProvider>
      </LocaleProvider>,
    );
    const note = screen.getByText(
      'We will send your order updates to this number on WhatsApp (or SMS). Reply STOP to stop them.',
    );
    expect(note).toBeVisible();
    // Right after the phone number it is about, before the address and payment.
    const phone = screen.getByLabelText(/Phone Number/);
    expect(phone.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.textContent).not.toMatch(/Sitz/);
  });
});
