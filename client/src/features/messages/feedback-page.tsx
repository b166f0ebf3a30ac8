import { useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Form, fieldProps } from '../../components/form/form';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { TextAreaField } from '../../components/text-area-field';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { useMetaDescription } from '../../lib/page-head';
import { feedbackSchemaFor, useSubmitFeedback, type FeedbackValues } from './api/submit-feedback';
import { messagesCatalogue } from './catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { FormFooter } from './form-footer';
import { refusalMessage, refusedFields } from './refusals';

// The page's words start loading with its code, not after it first renders.
void loadCatalogue(messagesCatalogue, browserLocale());

const refusal = {
  rateLimited: 'messages.error.rateLimitedFeedback',
  failed: 'messages.feedback.failed',
};
const RATINGS = [5, 4, 3, 2, 1] as const;
const initialValues: FeedbackValues = {
  name: '',
  condition: '',
  message: '',
  rating: 5,
  consentToPublish: false,
};

export function FeedbackPage() {
  const { _ } = useCatalogue(messagesCatalogue);
  useMetaDescription(_('messages.feedback.description'));
  const schema = useMemo(() => feedbackSchemaFor(_), [_]);
  const sentValues = useRef<FeedbackValues>(undefined);
  const [submit] = useSubmitFeedback();
  const refused = (error: unknown) => refusedFields(error, schema, sentValues.current, _);
  return (
    <PageContainer>
      <PageHeader title={_('messages.feedback.title')} intro={_('messages.feedback.intro')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Form<FeedbackValues>
          initialValues={initialValues}
          validationSchema={schema}
          validateOnBlur={false}
          failureMessage={(error) => refusalMessage(error, _, refusal, refused(error))}
          // The server's reasons under their fields, in the page's language.
          onFailure={(error, form) => form.setErrors(refused(error))}
          onSubmit={async (values) => {
            sentValues.current = values;
            await submit({
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
            // The server's receipt says the same in English; the page says it in its language.
            return { title: _('messages.feedback.thanks') };
          }}
        >
          {(form) => (
            <>
              <TextField
                {...fieldProps(form, 'name')}
                label={_('messages.feedback.name')}
                autoComplete="name"
                required
              />
              <TextField
                {...fieldProps(form, 'condition')}
                label={_('messages.feedback.condition')}
              />
              <TextAreaField
                {...fieldProps(form, 'message')}
                label={_('messages.feedback.message')}
                required
                minRows={4}
              />
              <TextField
                select
                name="rating"
                label={_('messages.feedback.rating')}
                value={form.values.rating}
                onChange={(event) => form.setFieldValue('rating', Number(event.target.value))}
              >
                {RATINGS.map((stars) => (
                  <MenuItem key={stars} value={stars} sx={{ minHeight: 48 }}>
                    {_('messages.feedback.ratingOption', { stars })}
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
                {_('messages.feedback.consentToPublish')}
              </Box>
              <FormFooter
                error={form.status}
                submitting={form.isSubmitting}
                label={_('messages.feedback.submit')}
                busyLabel={_('messages.feedback.submitting')}
              />
            </>
          )}
        </Form>
      </Paper>
    </PageContainer>
  );
}
