import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { fieldProps } from '../../../components/form/form';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { adjustSchema, receiveSchema, useAdjustStock, useReceiveStock } from './api/move-stock';
import { useStockMovements } from './api/stock-movements';
import { MovementsList } from './movements-list';
import { stockTexts as texts } from './strings';

interface StockPanelProps {
  productId: string;
  stock: number;
  sizes: { id: string; label: string; stock: number }[];
}

/** Sends a stock form; the server's field messages land under their fields, the rest above. */
function sender<V extends FormikValues>(
  send: (values: V) => Promise<unknown>,
  done: string,
  refresh: () => Promise<unknown>,
) {
  return async (values: V, form: FormikHelpers<V>) => {
    form.setStatus(undefined);
    try {
      await send(values);
      form.resetForm();
      form.setStatus({ done });
      await refresh();
    } catch (error) {
      const fields = fieldErrors(error);
      form.setErrors(fields as Parameters<typeof form.setErrors>[0]);
      form.setTouched(
        Object.fromEntries(Object.keys(fields).map((key) => [key, true])) as Parameters<
          typeof form.setTouched
        >[0],
        false,
      );
      form.setStatus({ error: errorMessage(error, texts.failed) });
    }
  };
}

function StockForm<V extends FormikValues>({
  title,
  help,
  initialValues,
  schema,
  onSubmit,
  submitLabel,
  sizes,
  fields,
}: {
  title: string;
  help?: string;
  initialValues: V;
  schema: AnyObjectSchema;
  onSubmit: (values: V, form: FormikHelpers<V>) => Promise<void>;
  submitLabel: string;
  sizes: StockPanelProps['sizes'];
  fields: { name: keyof V & string; label: string; type?: string; help?: string }[];
}) {
  const id = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        {(form) => (
          <Form noValidate aria-busy={form.isSubmitting}>
            <Stack spacing={1.5}>
              {form.status?.error && (
                <Alert severity="error" role="alert">
                  {form.status.error}
                </Alert>
              )}
              {form.status?.done && <Alert severity="success">{form.status.done}</Alert>}
              {sizes.length > 0 && (
                <TextField
                  select
                  size="small"
                  label={texts.size}
                  {...fieldProps(form, 'variantId')}
                  onBlur={form.handleBlur}
                >
                  <MenuItem value="">{texts.chooseSize}</MenuItem>
                  {sizes.map((size) => (
                    <MenuItem key={size.id} value={size.id}>
                      {`${size.label} (${size.stock})`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {fields.map((field) => {
                const props = fieldProps(form, field.name);
                return (
                  <TextField
                    key={field.name}
                    size="small"
                    type={field.type}
                    label={field.label}
                    {...props}
                    helperText={props.helperText ?? field.help}
                    onBlur={form.handleBlur}
                    slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
                  />
                );
              })}
              <Button
                type="submit"
                variant="contained"
                disabled={form.isSubmitting}
                sx={{ alignSelf: 'start' }}
              >
                {form.isSubmitting ? texts.saving : submitLabel}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

/** A product's stock: adjust it (counted, damaged, expired) or receive a delivery; its movements. */
export function StockPanel({ productId, stock, sizes }: StockPanelProps) {
  const [adjustStock] = useAdjustStock();
  const [receiveStock] = useReceiveStock();
  const { refetch } = useStockMovements(productId);
  const sized = sizes.length > 0;
  const variantId = (value: string) => (sized ? value || null : null);

  const adjust = sender(
    (values: { variantId: string; countedStock: string; change: string; reason: string }) =>
      adjustStock({
        variables: {
          input: {
            productId,
            variantId: variantId(values.variantId),
            countedStock: values.countedStock.trim() ? Number(values.countedStock) : null,
            change: values.change.trim() ? Number(values.change) : null,
            reason: values.reason.trim(),
          },
        },
      }),
    texts.adjusted,
    refetch,
  );
  const receive = sender(
    (values: {
      variantId: string;
      quantity: string;
      batchNumber: string;
      expiryDate: string;
      note: string;
    }) =>
      receiveStock({
        variables: {
          input: {
            productId,
            variantId: variantId(values.variantId),
            quantity: Number(values.quantity),
            batchNumber: values.batchNumber.trim(),
            expiryDate: values.expiryDate,
            note: values.note.trim() || null,
          },
        },
      }),
    texts.received,
    refetch,
  );

  return (
    <Stack component="section" aria-labelledby="stock-title" spacing={2}>
      <Typography id="stock-title" component="h2" variant="h6">
        {texts.title}: {texts.total(stock)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'start' }}>
        <StockForm
          title={texts.receiveTitle}
          initialValues={{ variantId: '', quantity: '', batchNumber: '', expiryDate: '', note: '' }}
          schema={receiveSchema(sized)}
          onSubmit={receive}
          submitLabel={texts.receive}
          sizes={sizes}
          fields={[
            { name: 'quantity', label: texts.quantity },
            { name: 'batchNumber', label: texts.batchNumber },
            { name: 'expiryDate', label: texts.expiryDate, type: 'date' },
            { name: 'note', label: texts.note },
          ]}
        />
        <StockForm
          title={texts.adjustTitle}
          help={texts.adjustHelp}
          initialValues={{ variantId: '', countedStock: '', change: '', reason: '' }}
          schema={adjustSchema(sized)}
          onSubmit={adjust}
          submitLabel={texts.adjust}
          sizes={sizes}
          fields={[
            { name: 'countedStock', label: texts.countedStock },
            { name: 'change', label: texts.change },
            { name: 'reason', label: texts.reason, help: texts.reasonHelp },
          ]}
        />
      </Stack>
      <MovementsList productId={productId} />
    </Stack>
  );
}
