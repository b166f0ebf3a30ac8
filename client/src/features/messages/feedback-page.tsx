import { useFormik } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, fieldErrors } from '../../lib/api-errors';
import { feedbackSchema, useSubmitFeedback, type FeedbackValues } from './api/submit-feedback';
import { FormFooter } from './form-footer';
import { messagesTexts } from './strings';

const texts = messagesTexts.feedback;
const RATINGS = [5, 4, 3, 2, 1] as const;
const initialValues: FeedbackValues = { name: '', condition: '', message: '', rating: 5 };

export function FeedbackPage() {
  const [submit] = useSubmitFeedback();
  const toast = useToast();
  const form = useFormik<FeedbackValues>({
    initialValues,
    validationSchema: feedbackSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await submit({
          variables: {
            input: {
              name: values.name.trim(),
              condition: values.condition?.trim() || null,
              message: values.message.trim(),
              rating: Number(values.rating),
            },
          },
        });
        toast.show({ title: data?.submitFeedback.message ?? texts.thanks, variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        const fields = fieldErrors(error);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        helpers.setStatus(errorMessage(error, texts.failed));
      }
    },
  });
  const error = (field: keyof FeedbackValues) =>
    form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
          <TextField
            name="name"
            label={texts.name}
            autoComplete="name"
            required
            value={form.values.name}
            onChange={form.handleChange}
            error={Boolean(error('name'))}
            helperText={error('name')}
          />
          <TextField
            name="condition"
            label={texts.condition}
            value={form.values.condition}
            onChange={form.handleChange}
            error={Boolean(error('condition'))}
            helperText={error('condition')}
          />
          <TextField
            name="message"
            label={texts.message}
            required
            multiline
            minRows={4}
            value={form.values.message}
            onChange={form.handleChange}
            error={Boolean(error('message'))}
            helperText={error('message')}
          />
          <TextField
            select
            name="rating"
            label={texts.rating}
            value={form.values.rating}
            onChange={(event) => form.setFieldValue('rating', Number(event.target.value))}
          >
            {RATINGS.map((stars) => (
              <MenuItem key={stars} value={stars} sx={{ minHeight: 48 }}>
                {texts.ratingOption(stars)}
              </MenuItem>
            ))}
          </TextField>
          <FormFooter
            error={form.status}
            submitting={form.isSubmitting}
            label={texts.submit}
            busyLabel={texts.submitting}
          />
        </Stack>
      </Paper>
    </PageContainer>
  );
}
