import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { beginTotpEnrolmentMutation } from './api/begin-totp-enrolment';
import { signInMutation } from './api/sign-in';
import { SignInPage } from './sign-in-page';

const staff = {
  __typename: 'StaffMember',
  id: '1',
  name: 'Asha Rao',
  email: 'asha@clinic.test',
  role: 'RECEPTION',
  doctorId: null,
  totpEnabled: true,
};

const refused = (code: string, message: string, variables: Record<string, unknown>) => ({
  request: { query: signInMutation, variables },
  result: { errors: [new GraphQLError(message, { extensions: { code } })] },
});

function renderSignIn(mocks: MockLink.MockedResponse[], onSignedIn = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <SignInPage onSignedIn={onSignedIn} />
    </MockedProvider>,
  );
  return onSignedIn;
}

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/e-mail/i), email);
  await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in', () => {
  it('says what is missing before asking the server', async () => {
    renderSignIn([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  });

  it("shows the server's own message for wrong credentials", async () => {
    renderSignIn([
      refused('BAD_CREDENTIALS', 'That e-mail and password do not match.', {
        email: 'asha@clinic.test',
        password: 'wrong password 1',
        code: null,
      }),
    ]);
    await fillIn('asha@clinic.test', 'wrong password 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That e-mail and password do not match.',
    );
  });

  it('asks for the code on TOTP_REQUIRED, then signs in with it', async () => {
    const variables = { email: 'asha@clinic.test', password: 'long enough secret' };
    const onSignedIn = renderSignIn([
      refused('TOTP_REQUIRED', 'Enter the code from your app.', { ...variables, code: null }),
      {
        request: { query: signInMutation, variables: { ...variables, code: '123456' } },
        result: { data: { signIn: staff } },
      },
    ]);
    await fillIn(variables.email, variables.password);
    const code = await screen.findByLabelText(/code from your authenticator app/i);
    expect(screen.getByRole('alert')).toHaveTextContent(/second factor/);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('sets up the second factor on ENROLMENT_REQUIRED: the key as a QR code and as text', async () => {
    const variables = { email: 'admin@clinic.test', password: 'long enough secret', code: null };
    renderSignIn([
      refused('ENROLMENT_REQUIRED', 'Set up your second factor first.', variables),
      {
        request: { query: beginTotpEnrolmentMutation },
        result: {
          data: {
            beginTotpEnrolment: {
              __typename: 'TotpEnrolment',
              otpauthUrl: 'otpauth://totp/Clinic:admin%40clinic.test?secret=JBSWY3DPEHPK3PXP',
              secret: 'JBSWY3DPEHPK3PXP',
            },
          },
        },
      },
    ]);
    await fillIn(variables.email, variables.password);
    expect(
      await screen.findByRole('heading', { name: 'Set up your second factor' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(
      await screen.findByRole('img', { name: 'QR code of your authenticator key' }),
    ).toBeInTheDocument();
  });
});
