import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { saveForm } from '../../lib/save-form';
import { PRODUCT_SERVER_FIELDS, productSchema, type ProductFormValues } from './api/save-product';
import { ProductImages } from './product-images';
import { productFormTexts as texts } from './strings';
import { FormSection } from '../../components/form-section';

const GST_RATES = ['0', '0.25', '3', '5', '12', '18', '28'];
const SCHEDULES = ['NONE', 'H', 'H1', 'X'] as const;
const rxBySchedule = (schedule: string) => schedule === 'H' || schedule === 'H1';

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  slug: '',
  shortDescription: '',
  description: '',
  price: '',
  comparePrice: '',
  categoryId: '',
  lowStockThreshold: '5',
  hsnCode: '',
  gstRate: '0',
  isFeatured: false,
  prescriptionOnly: false,
  drugSchedule: 'NONE',
  sizes: [],
  images: [],
  hindiName: '',
  hindiShortDescription: '',
  hindiDescription: '',
};

interface ProductFormProps {
  initialValues: ProductFormValues;
  categories: { id: string; name: string }[];
  /** Known once the product exists: its images can be uploaded. */
  productId?: string;
  submitLabel: string;
  onSubmit(values: ProductFormValues): Promise<unknown>;
}

/**
 * A product's details, sizes and images (Formik + Yup; the server's field messages land under
 * their fields). Stock is not here: it moves only by receipts and adjustments.
 */
export function ProductForm({
  initialValues,
  categories,
  productId,
  submitLabel,
  onSubmit,
}: ProductFormProps) {
  const submit = saveForm(onSubmit, texts.failed, PRODUCT_SERVER_FIELDS);

  return (
    <Formik initialValues={initialValues} validationSchema={productSchema} onSubmit={submit}>
      {(form) => {
        const text = (name: keyof ProductFormValues & string) => ({
          ...fieldProps(form, name),
          onBlur: form.handleBlur,
          fullWidth: true,
        });
        const scheduleNeedsRx = rxBySchedule(form.values.drugSchedule);
        const sizesError =
          typeof form.errors.sizes === 'string'
            ? form.errors.sizes
            : Array.isArray(form.errors.sizes) && form.submitCount > 0
              ? texts.sizeLabelRequired
              : undefined;
        return (
          <Form noValidate aria-busy={form.isSubmitting}>
            <Stack spacing={2}>
              {form.status?.error && (
                <Alert severity="error" role="alert">
                  {form.status.error}
                </Alert>
              )}
              {form.status?.saved && !form.dirty && <Alert severity="success">{texts.saved}</Alert>}
              <TextField label={texts.name} required {...text('name')} />
              <TextField
                label={texts.slug}
                {...text('slug')}
                helperText={fieldProps(form, 'slug').helperText ?? texts.slugHelp}
              />
              <TextField label={texts.shortDescription} {...text('shortDescription')} />
              <TextField
                label={texts.description}
                required
                multiline
                minRows={3}
                {...text('description')}
              />
              <FormSection title={texts.hindi} help={texts.hindiHelp}>
                <TextField label={texts.hindiName} lang="hi" {...text('hindiName')} />
                <TextField
                  label={texts.hindiShortDescription}
                  lang="hi"
                  {...text('hindiShortDescription')}
                />
                <TextField
                  label={texts.hindiDescription}
                  lang="hi"
                  multiline
                  minRows={3}
                  {...text('hindiDescription')}
                />
              </FormSection>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={texts.price} required inputMode="decimal" {...text('price')} />
                <TextField
                  label={texts.comparePrice}
                  inputMode="decimal"
                  {...text('comparePrice')}
                />
              </Stack>
              <TextField select label={texts.category} required {...text('categoryId')}>
                {categories.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={texts.lowStockThreshold}
                  inputMode="numeric"
                  {...text('lowStockThreshold')}
                />
                <TextField label={texts.hsnCode} inputMode="numeric" {...text('hsnCode')} />
                <TextField select label={texts.gstRate} {...text('gstRate')}>
                  {GST_RATES.map((rate) => (
                    <MenuItem key={rate} value={rate}>
                      {texts.gstPercent(Number(rate))}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <TextField
                select
                label={texts.drugSchedule}
                {...text('drugSchedule')}
                onChange={(event) => {
                  const schedule = event.target.value;
                  void form.setFieldValue('drugSchedule', schedule);
                  if (rxBySchedule(schedule)) void form.setFieldValue('prescriptionOnly', true);
                }}
              >
                {SCHEDULES.map((schedule) => (
                  <MenuItem key={schedule} value={schedule}>
                    {texts.schedules[schedule]}
                  </MenuItem>
                ))}
              </TextField>
              <div>
                <FormControlLabel
                  control={
                    <Checkbox
                      name="prescriptionOnly"
                      checked={form.values.prescriptionOnly || scheduleNeedsRx}
                      disabled={scheduleNeedsRx}
                      onChange={form.handleChange}
                    />
                  }
                  label={texts.prescriptionOnly}
                />
                {scheduleNeedsRx && <FormHelperText>{texts.prescriptionBySchedule}</FormHelperText>}
              </div>
              <FormControlLabel
                control={
                  <Checkbox
                    name="isFeatured"
                    checked={form.values.isFeatured}
                    onChange={form.handleChange}
                  />
                }
                label={texts.featured}
              />
              <FormSection title={texts.sizes} help={texts.sizesHelp} spacing={1}>
                {form.values.sizes.map((size, index) => (
                  <Stack key={size.id ?? `new-${index}`} direction="row" spacing={1}>
                    <TextField
                      size="small"
                      label={texts.sizeLabel(index + 1)}
                      name={`sizes.${index}.label`}
                      value={size.label}
                      onChange={form.handleChange}
                    />
                    <IconButton
                      aria-label={texts.removeSize(size.label)}
                      onClick={() =>
                        void form.setFieldValue(
                          'sizes',
                          form.values.sizes.filter((_, i) => i !== index),
                        )
                      }
                    >
                      ×
                    </IconButton>
                  </Stack>
                ))}
                {sizesError && <FormHelperText error>{sizesError}</FormHelperText>}
                <Button
                  sx={{ alignSelf: 'start' }}
                  onClick={() =>
                    void form.setFieldValue('sizes', [
                      ...form.values.sizes,
                      { id: null, label: '' },
                    ])
                  }
                >
                  {texts.addSize}
                </Button>
              </FormSection>
              {productId && (
                <ProductImages
                  productId={productId}
                  images={form.values.images}
                  onChange={(images) => void form.setFieldValue('images', images)}
                />
              )}
              {typeof form.errors.images === 'string' && (
                <FormHelperText error>{form.errors.images}</FormHelperText>
              )}
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={form.isSubmitting}
                sx={{ alignSelf: 'start' }}
              >
                {form.isSubmitting ? texts.saving : submitLabel}
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
