import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../lib/api-errors';
import { ToastProvider } from '../toast/toast-provider';
import { Form, fieldProps, type FormProps } from './form';
import { LocaleProvider } from '../../lib/i18n/locale-provider';

interface Values {
  name: string;
  phone: string;
}

const refused = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Please check the highlighted fields',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          fullName: 'Name is too long',
          phone: 'Please enter a valid 10-digit phone number',
        },
      },
    },
  ],
});

function renderForm(props: Pick<FormProps<Values>, 'onSubmit'> & Partial<FormProps<Values>>) {
  render(
    <LocaleProvider locale="en">
      <ToastProvider>
        <Form<Values>
          initialValues={{ name: '', phone: '' }}
          serverFields={{ fullName: 'name' }}
          failureMessage={(error) => errorMessage(error, 'Not sent')}
          {...props}
        >
          {(form) => (
            <>
              <TextField {...fieldProps(form, 'name')} id="name" label="Name" />
              <TextField {...fieldProps(form, 'phone')} id="phone" label="Phone" />
              {form.status && <p role="alert">{form.status}</p>}
              <button type="submit">Send</button>
            </>
          )}
        </Form>
      </ToastProvider>
    </LocaleProvider>,
  );
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('Form', () => {
  it('sends what was typed, says so in a toast and clears the form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => ({ title: 'Sent!', description: 'We will call you.' }));
    renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await notifications().findByText('Sent!')).toBeVisible();
    expect(notifications().getByText('We will call you.')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', phone: '' }, expect.anything());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("puts the server's field messages under their fields and toasts the refusal", async () => {
    const user = userEvent.setup();
    const onFailure = jest.fn();
    renderForm({
      onSubmit: () => Promise.reject(refused),
      failureTitle: 'Could not send',
      onFailure,
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = (await notifications().findByText('Could not send')).closest('[role="alert"]');
    expect(toast).toHaveTextContent('Please check the highlighted fields');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is too long',
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Please enter a valid 10-digit phone number',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    expect(onFailure).toHaveBeenCalledWith(refused, expect.anything());
  });

  it('without a toast title, leaves the refusal to the form to show', async () => {
    const user = userEvent.setup();
    renderForm({ onSubmit: () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Network Error/)).toBeVisible();
    expect(notifications().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('neither toasts nor clears when nothing was sent', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => undefined);
    renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(notifications().queryByText(/.+/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
  });
});
