import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, fieldProps } from '../../components/form/form';
import { PhoneField } from '../../components/phone-field';
import { useToast, type ToastInput } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api-errors';
import {
  checkoutProblem,
  serverFields,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-validation';
import { DEFAULT_PAYMENT_METHOD } from './payment-methods';
import { PaymentChoice } from './payment-choice';
import { shopTexts } from './strings';

interface CheckoutFormProps {
  totalText: string;
  /** Today's prices are still loading. */
  checking: boolean;
  /** Places the order; resolves to the toast that says so. */
  onSubmit: (values: CheckoutValues) => Promise<ToastInput>;
  /** The order was refused. */
  onFailure: () => void;
}

const empty: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
};
const texts = shopTexts.checkout;

/** The customer form: the spec's checks in its order, each as a toast and under its field. */
export function CheckoutForm({ totalText, checking, onSubmit, onFailure }: CheckoutFormProps) {
  const toast = useToast();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="details-title" sx={{ p: 2 }}>
      <Typography id="details-title" variant="h5" component="h2" gutterBottom>
        {texts.details}
      </Typography>
      <Form<CheckoutValues>
        initialValues={empty}
        // One message at a time, in the spec's order, checked on submit; typing in a field
        // clears its own message only.
        validateOnChange={false}
        validateOnBlur={false}
        serverFields={serverFields}
        failureTitle={texts.failedTitle}
        failureMessage={(error) => errorMessage(error, texts.failed)}
        onFailure={onFailure}
        onSubmit={async (values, form) => {
          const problem = checkoutProblem(values);
          if (!problem) return onSubmit(values);
          form.setErrors({ [problem.field]: problem.message });
          toast.show({ title: problem.title, description: problem.message, variant: 'error' });
          document.getElementById(`checkout-${problem.field}`)?.focus();
        }}
      >
        {(form) => {
          // Placing the order, not just checking the form: only then are the fields disabled
          // (a disabled field could not take the focus a refused check gives it).
          const placing = form.isSubmitting && !form.isValidating;
          const change = (name: CheckoutField) => (value: string) => {
            void form.setFieldValue(name, value);
            form.setFieldError(name, undefined);
          };
          const field = (name: CheckoutField) => ({
            ...fieldProps(form, name),
            id: `checkout-${name}`,
            required: true,
            fullWidth: true,
            disabled: placing,
            onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
          });
          return (
            <>
              <TextField {...field('name')} label={texts.name} autoComplete="name" />
              <TextField
                {...field('email')}
                required={false}
                label={texts.email}
                type="email"
                autoComplete="email"
                helperText={field('email').helperText ?? texts.emailHint}
              />
              <PhoneField
                {...field('phone')}
                label={texts.phone}
                onChange={change('phone')}
                helperText={field('phone').helperText ?? texts.phoneHint}
              />
              <TextField
                {...field('address')}
                label={texts.address}
                autoComplete="street-address"
                multiline
                minRows={3}
              />
              <PaymentChoice
                value={form.values.paymentMethod}
                onChange={(value) => void form.setFieldValue('paymentMethod', value)}
                disabled={placing}
              />
              <Typography variant="body2" color="text.secondary">
                {texts.trackingNote}
              </Typography>
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                disabled={placing || checking}
                startIcon={placing ? <CircularProgress size={20} color="inherit" /> : undefined}
                sx={{ minHeight: 48 }}
              >
                {placing ? texts.placing : texts.placeOrder(totalText)}
              </Button>
            </>
          );
        }}
      </Form>
    </Paper>
  );
}
