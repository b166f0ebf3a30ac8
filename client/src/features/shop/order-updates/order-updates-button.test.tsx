import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setOrderUpdatesMutation } from './api/set-order-updates';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { OrderUpdatesButton } from './order-updates-button';

const texts = {
  stop: 'Stop updates to this phone',
  stopped:
    'Updates to this phone are stopped. We will not send reminders or order updates any more. Codes you ask for on this site still arrive.',
  start: 'Send updates again',
  sending:
    'We send updates about your orders and appointments to this phone. You can stop them here, or reply STOP to any of our messages.',
};

const variables = (stop: boolean) => ({
  orderNumber: 'ORD-20261124-4821',
  phone: '9876543210',
  stop,
});
const answer = (stop: boolean): MockLink.MockedResponse => ({
  request: { query: setOrderUpdatesMutation, variables: variables(stop) },
  result: { data: { setOrderUpdates: stop } },
});

const renderButton = (mocks: MockLink.MockedResponse[]) =>
  render(
    <LocaleProvider locale="en">
      <MockedProvider mocks={mocks}>
        <OrderUpdatesButton phone="9876543210" orderNumber="ORD-20261124-4821" />
      </MockedProvider>
    </LocaleProvider>,
  );

describe('OrderUpdatesButton', () => {
  it('says updates come here, stops them with one press, and can start them again', async () => {
    const user = userEvent.setup();
    renderButton([answer(true), answer(false)]);
    expect(screen.getByRole('status')).toHaveTextContent(/reply STOP to any of our messages/);
    await user.click(screen.getByRole('button', { name: texts.stop }));
    expect(await screen.findByText(texts.stopped)).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.start }));
    expect(await screen.findByText(texts.sending)).toBeVisible();
    expect(screen.getByRole('button', { name: texts.stop })).toBeEnabled();
  });

  it("shows the server's reason when the order and phone do not match", async () => {
    const user = userEvent.setup();
    renderButton([
      {
        request: { query: setOrderUpdatesMutation, variables: variables(true) },
        result: {
          errors: [
            new GraphQLError('No order matches this order number and phone number.', {
              extensions: { code: 'NOT_FOUND' },
            }),
          ],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: texts.stop }));
    expect(
      await screen.findByText('No order matches this order number and phone number.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(texts.sending);
  });
});
