import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { checkoutProblem, type CheckoutField, type CheckoutValues } from './checkout-validation';
import { shopTexts } from './strings';

interface CheckoutFormProps {
  totalText: string;
  submitting: boolean;
  /** Today's prices are still loading. */
  checking: boolean;
  /** Field messages from the server, shown under their fields. */
  serverErrors: Partial<Record<CheckoutField, string>>;
  onSubmit: (values: CheckoutValues) => void;
}

const empty: CheckoutValues = { name: '', email: '', phone: '', address: '' };

/** The customer form: the spec's checks in its order, each as a toast and under its field. */
export function CheckoutForm({
  totalText,
  submitting,
  checking,
  serverErrors,
  onSubmit,
}: CheckoutFormProps) {
  const texts = shopTexts.checkout;
  const toast = useToast();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const shown = { ...serverErrors, ...errors };

  const set = (field: CheckoutField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = checkoutProblem(values);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      toast.show({ title: problem.title, description: problem.message, variant: 'error' });
      document.getElementById(`checkout-${problem.field}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const field = (name: CheckoutField) => ({
    id: `checkout-${name}`,
    name,
    required: true,
    fullWidth: true,
    disabled: submitting,
    error: Boolean(shown[name]),
    helperText: shown[name],
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="details-title" sx={{ p: 2 }}>
      <Typography id="details-title" variant="h5" component="h2" gutterBottom>
        {texts.details}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          {...field('name')}
          label={texts.name}
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          {...field('email')}
          label={texts.email}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <PhoneField
          {...field('phone')}
          label={texts.phone}
          value={values.phone}
          onChange={set('phone')}
          helperText={shown.phone ?? texts.phoneHint}
        />
        <TextField
          {...field('address')}
          label={texts.address}
          autoComplete="street-address"
          multiline
          minRows={3}
          value={values.address}
          onChange={(event) => set('address')(event.target.value)}
        />
        <Typography variant="body2" color="text.secondary">
          {texts.trackingNote}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={submitting || checking}
          startIcon={submitting ? <CircularProgress size={20} color="inherit" /> : undefined}
          sx={{ minHeight: 48 }}
        >
          {submitting ? texts.placing : texts.placeOrder(totalText)}
        </Button>
      </Box>
    </Paper>
  );
}
