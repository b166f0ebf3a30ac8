import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { Form, fieldProps } from '../../components/form/form';
import { PhoneField } from '../../components/phone-field';
import { useToast, type ToastInput } from '../../components/toast/toast-context';
import { TextAreaField } from '../../components/text-area-field';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import type { CartItem } from './cart-storage';
import { shopCatalogue } from './catalogue';
import { orderFailureMessage, orderFieldMessages } from './checkout-errors';
import { CheckoutSummary } from './checkout-summary';
import {
  checkoutProblem,
  serverFields,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-validation';
import { DeliveryArea, DeliveryChoice } from './delivery-choice';
import { deliveryStatus, orderTotals, type Area } from './order-totals';
import { DEFAULT_PAYMENT_METHOD } from './payment-methods';
import { PaymentChoice } from './payment-choice';

interface CheckoutFormProps {
  items: CartItem[];
  /** Today's prices are still loading. */
  checking: boolean;
  /** The clinic's delivery areas; undefined while they load, null when they failed to. */
  areas: readonly Area[] | null | undefined;
  /** Places the order; resolves to the toast that says so. */
  onSubmit: (values: CheckoutValues) => Promise<ToastInput>;
  /** The order was refused. */
  onFailure: () => void;
  /** The cart holds a prescription-only product: the prescription step is shown. */
  needsPrescription?: boolean;
}

// Only carts with a prescription-only product load the upload step.
const PrescriptionField = lazy(() => import('./prescription/prescription-field'));

const empty: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's code, no words
  deliveryMethod: 'HOME_DELIVERY',
  pinCode: '',
  address: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  prescriptionToken: '',
};

/**
 * The customer form and the order summary: the spec's checks in its order, each as a toast and
 * under its field; the delivery fee and total follow the delivery choice and PIN code as typed.
 */
export function CheckoutForm({
  items,
  checking,
  areas,
  onSubmit,
  onFailure,
  needsPrescription = false,
}: CheckoutFormProps) {
  const toast = useToast();
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  // The PIN code of the order last sent, for the words of a refusal about it.
  const sentPin = useRef('');
  return (
    <Form<CheckoutValues>
      initialValues={empty}
      // One message at a time, in the spec's order, checked on submit; typing in a field
      // clears its own message only.
      validateOnChange={false}
      validateOnBlur={false}
      serverFields={serverFields}
      failureTitle={_('shop.checkout.failedTitle')}
      failureMessage={(error) => orderFailureMessage(_, locale, error, items, sentPin.current)}
      onFailure={(error, form) => {
        const errors = orderFieldMessages(_, locale, error, serverFields, sentPin.current);
        if (errors) form.setErrors(errors);
        onFailure();
      }}
      onSubmit={async (values, form) => {
        const problem = checkoutProblem(_, values, areas ?? null, needsPrescription);
        if (!problem) {
          sentPin.current = values.pinCode;
          return onSubmit(values);
        }
        form.setErrors({ [problem.field]: problem.message });
        form.setTouched({ [problem.field]: true });
        toast.show({
          title: problem.title,
          description: problem.message,
          variant: 'error',
          field: `checkout-${problem.field}`,
        });
        document.getElementById(`checkout-${problem.field}`)?.focus();
      }}
      sx={{ gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      {(form) => {
        // Placing the order, not just checking the form: only then are the fields disabled
        // (a disabled field could not take the focus a refused check gives it).
        const placing = form.isSubmitting && !form.isValidating;
        const home = form.values.deliveryMethod === 'HOME_DELIVERY';
        const delivery = deliveryStatus(
          areas ?? null,
          form.values.deliveryMethod,
          form.values.pinCode,
        );
        const totals = orderTotals(items, delivery.fee);
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
        const choosePickup = () => {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's code, no words
          void form.setFieldValue('deliveryMethod', 'PICKUP');
          form.setFieldError('pinCode', undefined);
          form.setFieldError('address', undefined);
        };
        return (
          <>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="details-title"
              sx={{ p: 2, display: 'grid', gap: 2 }}
            >
              <Typography id="details-title" variant="h5" component="h2">
                {_('shop.checkout.details')}
              </Typography>
              <TextField {...field('name')} label={_('shop.checkout.name')} autoComplete="name" />
              <PhoneField
                {...field('phone')}
                label={_('shop.checkout.phone')}
                onChange={change('phone')}
                helperText={field('phone').helperText ?? _('shop.checkout.phoneHint')}
              />
              <Typography id="checkout-contact-note" variant="body2" color="text.secondary">
                {_('shop.checkout.contactNote')}
              </Typography>
              <TextField
                {...field('email')}
                required={false}
                label={_('shop.checkout.email')}
                type="email"
                autoComplete="email"
                helperText={field('email').helperText ?? _('shop.checkout.emailHint')}
              />
              <DeliveryChoice
                value={form.values.deliveryMethod}
                onChange={(value) => void form.setFieldValue('deliveryMethod', value)}
                disabled={placing}
              />
              {home && (
                <>
                  <TextField
                    {...field('pinCode')}
                    label={_('shop.delivery.pinCode')}
                    autoComplete="postal-code"
                    onChange={(event) =>
                      change('pinCode')(event.target.value.replace(/\D/g, '').slice(0, 6))
                    }
                    helperText={field('pinCode').helperText ?? _('shop.delivery.pinHint')}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                  <Box aria-live="polite">
                    <DeliveryArea status={delivery} onChoosePickup={choosePickup} />
                  </Box>
                  <TextAreaField
                    {...field('address')}
                    label={_('shop.checkout.address')}
                    autoComplete="street-address"
                    minRows={3}
                  />
                </>
              )}
              <PaymentChoice
                value={form.values.paymentMethod}
                onChange={(value) => void form.setFieldValue('paymentMethod', value)}
                disabled={placing}
              />
            </Paper>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {needsPrescription && (
                <Suspense
                  fallback={<LinearProgress aria-label={_('shop.checkout.prescriptionLoading')} />}
                >
                  <PrescriptionField
                    id="checkout-prescriptionToken"
                    token={form.values.prescriptionToken}
                    onToken={change('prescriptionToken')}
                    error={
                      form.touched.prescriptionToken ? form.errors.prescriptionToken : undefined
                    }
                    disabled={placing}
                  />
                </Suspense>
              )}
              <CheckoutSummary
                items={items}
                totals={totals}
                delivery={delivery}
                checking={checking}
              />
              <Typography variant="body2" color="text.secondary">
                {_('shop.checkout.trackingNote')}
              </Typography>
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                disabled={placing || checking || areas === undefined}
                startIcon={placing ? <CircularProgress size={20} color="inherit" /> : undefined}
                sx={{ minHeight: 48 }}
              >
                {placing
                  ? _('shop.checkout.placing')
                  : _('shop.checkout.placeOrder', { total: formatMoneyIn(locale, totals.total) })}
              </Button>
            </Box>
          </>
        );
      }}
    </Form>
  );
}
