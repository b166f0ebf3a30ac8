import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { clinicMock, renderApp } from '../../test/render-app';
import {
  requestDataRightsMutation,
  sendDataRightsCodeMutation,
  verifyDataRightsCodeMutation,
} from './api/data-rights';

jest.setTimeout(30_000);

const PHONE = '9876502468';
const SENT =
  'If this number can receive messages, a 6-digit code is on its way by WhatsApp or SMS. It works for 15 minutes.';

const sendMock: MockLink.MockedResponse = {
  request: { query: sendDataRightsCodeMutation, variables: { phone: PHONE, language: 'EN' } },
  result: { data: { sendOrderLookupCode: { __typename: 'LookupCodeSent', minutes: 15 } } },
};

const verifyMock = (code: string, ok: boolean): MockLink.MockedResponse => ({
  request: { query: verifyDataRightsCodeMutation, variables: { phone: PHONE, code } },
  result: ok
    ? { data: { verifyOrderLookupCode: { __typename: 'OrderLookupUnlock', token: 'tok' } } }
    : {
        errors: [
          new GraphQLError('That code is not right. 4 tries left.', {
            extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CODE', triesLeft: 4 },
          }),
        ],
      },
});

const requestMock: MockLink.MockedResponse = {
  request: {
    query: requestDataRightsMutation,
    variables: {
      phone: PHONE,
      unlockToken: 'tok',
      kind: 'ERASE',
      details: null,
      language: 'EN',
    },
  },
  result: {
    data: {
      requestDataRights: {
        __typename: 'DataRequestReceipt',
        reference: 'DR-7K3Q9M',
        dueAt: '2026-12-27T05:00:00.000Z',
      },
    },
  },
};

async function openForm(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderApp('/privacy', [clinicMock, ...mocks]);
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 5000 });
  const form = within(screen.getByRole('region', { name: 'Ask about your data' }));
  return { user, form };
}

describe('asking about your data on the privacy page', () => {
  it('refuses a phone that is not 10 digits without asking the server', async () => {
    const { user, form } = await openForm([]);
    await user.type(form.getByLabelText(/Phone number/), '98765');
    await user.click(form.getByRole('button', { name: 'Send me a code' }));
    expect(await form.findByText('Please enter a valid 10-digit phone number')).toBeVisible();
  });

  it('sends a code, then takes the request with it and shows the reference and due date', async () => {
    const { user, form } = await openForm([sendMock, verifyMock('123456', true), requestMock]);
    await user.type(form.getByLabelText(/Phone number/), PHONE);
    await user.click(form.getByRole('button', { name: 'Send me a code' }));
    expect(await form.findByText(SENT)).toBeVisible();
    await user.type(form.getByLabelText(/6-digit code/), '123456');
    await user.click(form.getByRole('radio', { name: 'Erase my data' }));
    await user.click(form.getByRole('button', { name: 'Send my request' }));
    expect(
      await form.findByText(
        'Your request DR-7K3Q9M is received. We will answer by Sun, 27 Dec 2026.',
      ),
    ).toBeVisible();
  });

  it('says when the code is wrong, and keeps the form', async () => {
    const { user, form } = await openForm([sendMock, verifyMock('654321', false)]);
    await user.type(form.getByLabelText(/Phone number/), PHONE);
    await user.click(form.getByRole('button', { name: 'Send me a code' }));
    await form.findByText(SENT);
    await user.type(form.getByLabelText(/6-digit code/), '654321');
    await user.click(form.getByRole('button', { name: 'Send my request' }));
    expect(
      await form.findByText(
        'That code is not right, or it has expired. Please check it or ask for a new one.',
      ),
    ).toBeVisible();
    expect(form.getByRole('button', { name: 'Send my request' })).toBeEnabled();
  });
});
