import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import {
  paymentSchema,
  useRecordOrderPayment,
  type PaymentValues,
} from './api/record-order-payment';
import type { DeskOrder } from './api/desk-order';
import { formatMoney } from './order-format';
import { collectionMethodTexts, paymentTexts as texts } from './strings';

/**
 * Records the cash or UPI taken for an order that is delivered and owed, or out for delivery
 * (taking the money at the door marks it delivered). The amount starts at what is due.
 */
export function PaymentForm({ order }: { order: DeskOrder }) {
  const [record] = useRecordOrderPayment();
  const due = order.payment?.amountDue ?? order.totalAmount;
  const initialValues: PaymentValues = {
    method: order.paymentMethod === 'UPI_ON_DELIVERY' ? 'UPI' : 'CASH',
    amount: String(due),
    upiReference: '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={paymentSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await record({
            variables: {
              orderNumber: order.orderNumber,
              payment: {
                method: values.method,
                amount: Number(values.amount),
                upiReference: values.method === 'UPI' ? values.upiReference.trim() : null,
              },
            },
          });
        } catch (error) {
          const fields = fieldErrors(error);
          helpers.setErrors({
            ...(fields.amount ? { amount: fields.amount } : {}),
            ...(fields.upiReference ? { upiReference: fields.upiReference } : {}),
          });
          helpers.setStatus(errorMessage(error, texts.failed));
        }
      }}
    >
      {(form) => (
        <Form noValidate aria-label={texts.title}>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {texts.title}
            </Typography>
            {order.status === 'SHIPPED' && <Typography variant="body2">{texts.atDoor}</Typography>}
            <div>
              <FormLabel id="payment-method">{texts.method}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="payment-method"
                name="method"
                value={form.values.method}
                onChange={form.handleChange}
              >
                {(['CASH', 'UPI'] as const).map((method) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio />}
                    label={collectionMethodTexts[method]}
                  />
                ))}
              </RadioGroup>
            </div>
            <TextField
              {...fieldProps(form, 'amount')}
              onBlur={form.handleBlur}
              label={texts.amount}
              inputMode="decimal"
              helperText={
                fieldProps(form, 'amount').helperText ?? texts.amountMismatch(formatMoney(due))
              }
            />
            {form.values.method === 'UPI' && (
              <TextField
                {...fieldProps(form, 'upiReference')}
                onBlur={form.handleBlur}
                label={texts.upiReference}
                autoComplete="off"
              />
            )}
            {form.status && <Alert severity="error">{form.status}</Alert>}
            <Button
              type="submit"
              variant="contained"
              disabled={form.isSubmitting}
              sx={{ minHeight: 48, alignSelf: 'flex-start' }}
            >
              {form.isSubmitting ? texts.saving : texts.record}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
