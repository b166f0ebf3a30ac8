import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { useDeskCategories } from './api/desk-categories';
import { categorySchema, useCreateCategory, useUpdateCategory } from './api/save-category';
import { categoriesTexts as texts } from './strings';

interface CategoryValues {
  name: string;
  slug: string;
  sortOrder: string;
  hindiName: string;
}

function CategoryForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: CategoryValues;
  submitLabel: string;
  onSubmit: (values: CategoryValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const submit = async (values: CategoryValues, form: FormikHelpers<CategoryValues>) => {
    form.setStatus(undefined);
    try {
      await onSubmit(values);
      form.resetForm();
    } catch (error) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrors(error)).map(([key, message]) => [
          key === 'hindi.name' ? 'hindiName' : key,
          message,
        ]),
      );
      form.setErrors(fields);
      form.setTouched(Object.fromEntries(Object.keys(fields).map((key) => [key, true])), false);
      form.setStatus(errorMessage(error, texts.failed));
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={categorySchema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-busy={form.isSubmitting}>
          <Stack spacing={1.5}>
            {form.status && (
              <Alert severity="error" role="alert">
                {form.status}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                label={texts.name}
                {...fieldProps(form, 'name')}
                onBlur={form.handleBlur}
              />
              <TextField size="small" label={texts.slug} {...fieldProps(form, 'slug')} />
              <TextField
                size="small"
                label={texts.sortOrder}
                inputMode="numeric"
                {...fieldProps(form, 'sortOrder')}
              />
              <TextField
                size="small"
                label={texts.hindiName}
                lang="hi"
                {...fieldProps(form, 'hindiName')}
              />
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? texts.saving : submitLabel}
              </Button>
              {onCancel && <Button onClick={onCancel}>{texts.cancel}</Button>}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

const toInput = (values: CategoryValues) => ({
  name: values.name.trim(),
  slug: values.slug.trim() || null,
  sortOrder: values.sortOrder.trim() ? Number(values.sortOrder) : null,
  hindi: { name: values.hindiName.trim() || null },
});

/** The shop's categories: add one, rename or reorder one. */
export default function CategoriesPage() {
  const { data, error, loading, refetch } = useDeskCategories();
  const [createCategory] = useCreateCategory();
  const [updateCategory] = useUpdateCategory();
  const [editing, setEditing] = useState<string>();
  const categories = data?.deskCategories;

  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CategoryForm
          initialValues={{ name: '', slug: '', sortOrder: '', hindiName: '' }}
          submitLabel={texts.add}
          onSubmit={async (values) => {
            await createCategory({ variables: { input: toInput(values) } });
            await refetch();
          }}
        />
      </Paper>
      {loading && !categories && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <span>{texts.loading}</span>
        </Stack>
      )}
      {error && !categories && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.loadFailed)}
        </Alert>
      )}
      {categories?.length === 0 && <Typography>{texts.empty}</Typography>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {categories?.map((category) => (
          <Paper component="li" variant="outlined" key={category.id} sx={{ p: 1.5 }}>
            {editing === category.id ? (
              <CategoryForm
                initialValues={{
                  name: category.name,
                  slug: category.slug,
                  sortOrder: String(category.sortOrder),
                  hindiName: category.hindi.name ?? '',
                }}
                submitLabel={texts.save}
                onCancel={() => setEditing(undefined)}
                onSubmit={async (values) => {
                  await updateCategory({ variables: { id: category.id, input: toInput(values) } });
                  setEditing(undefined);
                }}
              />
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ flexGrow: 1 }}>
                  {category.name}{' '}
                  <Typography component="span" color="text.secondary">
                    · {texts.products(category.productCount)}
                  </Typography>
                </Typography>
                <Button
                  aria-label={texts.edit(category.name)}
                  onClick={() => setEditing(category.id)}
                >
                  {texts.editButton}
                </Button>
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
