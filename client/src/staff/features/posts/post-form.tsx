import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { postSchema, slugFrom, type PostFormValues } from './api/save-post';
import { MarkdownField } from './markdown-field';
import { CoverImage, InsertImage } from './post-images';
import { postFormTexts as texts } from './strings';

/** The server's refusal of a slug another post's redirect holds. */
const REDIRECT_HELD = /redirects to another post/i;

interface PostFormProps {
  initialValues: PostFormValues;
  reviewers: { id: string; name: string }[];
  /** The post came as HTML: an empty body keeps it. */
  htmlOnly?: boolean;
  /** A new post: the slug follows the title until it is typed. */
  isNew?: boolean;
  submitLabel: string;
  onSubmit(values: PostFormValues): Promise<unknown>;
}

/**
 * A post's texts, images, tags, reviewer and Hindi version (Formik + Yup; the server's field
 * messages land under their fields). The body is Markdown with the server's live preview.
 */
export function PostForm({
  initialValues,
  reviewers,
  htmlOnly = false,
  isNew = false,
  submitLabel,
  onSubmit,
}: PostFormProps) {
  const submit = async (values: PostFormValues, form: FormikHelpers<PostFormValues>) => {
    form.setStatus(undefined);
    try {
      await onSubmit(values);
      form.resetForm({ values: { ...values, replaceRedirect: false }, status: { saved: true } });
    } catch (error) {
      const fields = fieldErrors(error);
      form.setErrors(fields);
      form.setTouched(Object.fromEntries(Object.keys(fields).map((key) => [key, true])), false);
      form.setStatus({
        error: errorMessage(error, texts.failed),
        redirectHeld: REDIRECT_HELD.test(fields.slug ?? ''),
      });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={postSchema(htmlOnly)} onSubmit={submit}>
      {(form) => {
        const text = (name: keyof PostFormValues & string) => ({
          ...fieldProps(form, name),
          onBlur: form.handleBlur,
          fullWidth: true,
        });
        return (
          <Form noValidate aria-busy={form.isSubmitting}>
            <Stack spacing={2}>
              {form.status?.error && (
                <Alert severity="error" role="alert">
                  {form.status.error}
                </Alert>
              )}
              {form.status?.saved && !form.dirty && <Alert severity="success">{texts.saved}</Alert>}
              <TextField
                label={texts.title}
                required
                {...text('title')}
                onChange={(event) => {
                  form.handleChange(event);
                  if (isNew && !form.touched.slug)
                    void form.setFieldValue('slug', slugFrom(event.target.value), false);
                }}
              />
              <TextField
                label={texts.slug}
                required
                {...text('slug')}
                onFocus={() => void form.setFieldTouched('slug', true, false)}
                helperText={fieldProps(form, 'slug').helperText ?? texts.slugHelp}
              />
              {form.status?.redirectHeld && (
                <FormControlLabel
                  control={
                    <Checkbox
                      name="replaceRedirect"
                      checked={form.values.replaceRedirect}
                      onChange={form.handleChange}
                    />
                  }
                  label={texts.replaceRedirect}
                />
              )}
              <TextField
                label={texts.excerpt}
                required
                multiline
                minRows={2}
                {...text('excerpt')}
              />
              {htmlOnly && <Alert severity="info">{texts.htmlOnly}</Alert>}
              <MarkdownField
                label={texts.body}
                {...text('markdown')}
                value={form.values.markdown}
              />
              <InsertImage
                onInsert={(markdown) =>
                  void form.setFieldValue(
                    'markdown',
                    `${form.values.markdown.trimEnd()}\n\n${markdown}\n`.trimStart(),
                  )
                }
              />
              <CoverImage
                image={form.values.image}
                onChange={(path) => void form.setFieldValue('image', path)}
              />
              <TextField label={texts.tags} {...text('tags')} />
              <TextField select label={texts.reviewer} {...text('reviewerId')}>
                <MenuItem value="">{texts.noReviewer}</MenuItem>
                {reviewers.map((doctor) => (
                  <MenuItem key={doctor.id} value={doctor.id}>
                    {doctor.name}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="h2" sx={{ fontSize: '1.2rem', pt: 1 }}>
                {texts.hindi}
              </Typography>
              <TextField
                label={texts.titleHi}
                {...text('titleHi')}
                slotProps={{ htmlInput: { lang: 'hi' } }}
              />
              <TextField
                label={texts.excerptHi}
                multiline
                minRows={2}
                {...text('excerptHi')}
                slotProps={{ htmlInput: { lang: 'hi' } }}
              />
              <MarkdownField
                label={texts.bodyHi}
                lang="hi"
                {...text('markdownHi')}
                value={form.values.markdownHi}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={form.isSubmitting}
                sx={{ alignSelf: 'start' }}
              >
                {submitLabel}
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
