import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Form, fieldProps } from '../../components/form/form';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-errors';
import { feedbackSchema, useSubmitFeedback, type FeedbackValues } from './api/submit-feedback';
import { FormFooter } from './form-footer';
import { messagesTexts } from './strings';

const texts = messagesTexts.feedback;
const RATINGS = [5, 4, 3, 2, 1] as const;
const initialValues: FeedbackValues = {
  name: '',
  condition: '',
  message: '',
  rating: 5,
  consentToPublish: false,
};

export function FeedbackPage() {
  const [submit] = useSubmitFeedback();
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Form<FeedbackValues>
          initialValues={initialValues}
          validationSchema={feedbackSchema}
          validateOnBlur={false}
          failureMessage={(error) => errorMessage(error, texts.failed)}
          onSubmit={async (values) => {
            const { data } = await submit({
              variables: {
                input: {
                  name: values.name.trim(),
                  condition: values.condition?.trim() || null,
                  message: values.message.trim(),
                  rating: Number(values.rating),
                  consentToPublish: values.consentToPublish === true,
                },
              },
            });
            return { title: data?.submitFeedback.message ?? texts.thanks };
          }}
        >
          {(form) => (
            <>
              <TextField
                {...fieldProps(form, 'name')}
                label={texts.name}
                autoComplete="name"
                required
              />
              <TextField {...fieldProps(form, 'condition')} label={texts.condition} />
              <TextField
                {...fieldProps(form, 'message')}
                label={texts.message}
                required
                multiline
                minRows={4}
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
              {/* A native box: MUI's Checkbox would add its code to this page for one control. */}
              <Box
                component="label"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 48,
                  cursor: 'pointer',
                  '& input': {
                    width: 24,
                    height: 24,
                    m: 0,
                    flex: 'none',
                    accentColor: 'primary.main',
                  },
                }}
              >
                <input
                  type="checkbox"
                  name="consentToPublish"
                  checked={form.values.consentToPublish === true}
                  onChange={(event) => form.setFieldValue('consentToPublish', event.target.checked)}
                />
                {texts.consentToPublish}
              </Box>
              <FormFooter
                error={form.status}
                submitting={form.isSubmitting}
                label={texts.submit}
                busyLabel={texts.submitting}
              />
            </>
          )}
        </Form>
      </Paper>
    </PageContainer>
  );
}
