import { setIn, type FormikHelpers } from 'formik';
import { errorMessage, fieldErrors } from './staff-errors';

/**
 * A desk form's Formik `onSubmit` around `save`. Taken: what was saved becomes the form's
 * starting point, with `status.saved` ("Saved.") until the next edit. Refused: each of the
 * server's field messages lands under its field (`fieldNames` maps the server's name where the
 * form's differs; a dotted path is set as Formik nests it), and its message goes above the form
 * (`status.error`, or `failed` when it names none).
 */
export function saveForm<V>(
  save: (values: V) => Promise<unknown>,
  failed: string,
  fieldNames: Record<string, string> = {},
) {
  return async (values: V, form: FormikHelpers<V>) => {
    form.setStatus(undefined);
    try {
      await save(values);
      form.resetForm({ values, status: { saved: true } });
    } catch (error) {
      let errors = {};
      let touched = {};
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        const name = fieldNames[field] ?? field;
        errors = setIn(errors, name, message);
        touched = setIn(touched, name, true);
      }
      form.setErrors(errors);
      form.setTouched(touched, false);
      form.setStatus({ error: errorMessage(error, failed) });
    }
  };
}
