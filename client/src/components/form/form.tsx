import type { ChangeEventHandler, FormEvent, ReactNode } from 'react';
import {
  useFormik,
  type FormikConfig,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { fieldErrors } from '../../lib/api-errors';
import { mergeSx } from '../../lib/merge-sx';
import { useToast, type ToastInput } from '../toast/toast-context';

export interface FormProps<V extends FormikValues> extends Omit<
  FormikConfig<V>,
  'onSubmit' | 'component' | 'render' | 'children'
> {
  /**
   * Sends the values. Resolves to the toast that says it worked (the form is then cleared), or
   * to nothing when nothing was sent because the form told the patient why; throws the API's
   * error when sending failed.
   */
  onSubmit: (values: V, form: FormikHelpers<V>) => Promise<ToastInput | void>;
  /** What the patient reads when sending failed (see lib/api-errors). */
  failureMessage: (error: unknown) => string;
  /** A failure is a toast with this title; without one it is the form's status, for its footer. */
  failureTitle?: string;
  /** The server's field names (`extensions.fields`) where they differ from the form's own. */
  serverFields?: Readonly<Record<string, keyof V & string>>;
  /** After a failure is shown, e.g. to fetch again what the server says has changed. */
  onFailure?: (error: unknown, form: FormikHelpers<V>) => unknown;
  sx?: SxProps<Theme>;
  children: (form: FormikProps<V>) => ReactNode;
}

/**
 * A form that sends what was typed (Formik, checked first by its Yup schema if it has one): on
 * success it toasts and clears; on failure it puts the server's field messages under their
 * fields and tells the rest as a toast or its status. A second submit while one is sending
 * sends nothing.
 */
export function Form<V extends FormikValues>({
  onSubmit,
  failureMessage,
  failureTitle,
  serverFields = {},
  onFailure,
  sx,
  children,
  ...config
}: FormProps<V>) {
  const toast = useToast();
  const form = useFormik<V>({
    ...config,
    onSubmit: async (values, helpers) => {
      try {
        const done = await onSubmit(values, helpers);
        if (done) {
          toast.show({ variant: 'success', ...done });
          helpers.resetForm();
        }
      } catch (error) {
        const errors: Record<string, string> = {};
        for (const [name, message] of Object.entries(fieldErrors(error))) {
          const field = serverFields[name] ?? name;
          if (field in values) errors[field] = message;
        }
        helpers.setErrors(errors as Parameters<typeof helpers.setErrors>[0]);
        const description = failureMessage(error);
        if (failureTitle) toast.show({ title: failureTitle, description, variant: 'error' });
        else helpers.setStatus(description);
        await onFailure?.(error, helpers);
      }
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.isSubmitting) event.preventDefault();
    else form.handleSubmit(event);
  };
  return (
    <Box
      component="form"
      // Never a GET: a form sent before the page's script runs must not put what the patient
      // typed into the address (personal data never in URLs).
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={form.isSubmitting}
      sx={mergeSx({ display: 'grid', gap: 2 }, sx)}
    >
      {children(form)}
    </Box>
  );
}

/**
 * A text field's value and its message, shown once it was touched: on blur where the form
 * passes `form.handleBlur`, else from the first submit on.
 */
export function fieldProps<V extends FormikValues>(form: FormikProps<V>, name: keyof V & string) {
  const message = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return {
    name,
    value: form.values[name] as V[typeof name],
    onChange: form.handleChange as ChangeEventHandler,
    error: Boolean(message),
    helperText: message,
  };
}
