import TextField, { type TextFieldProps } from '@mui/material/TextField';

type TextAreaFieldProps = Omit<TextFieldProps, 'multiline' | 'rows' | 'minRows'> & {
  /** The lines it shows empty; it grows with what is typed. */
  minRows: number;
};

/**
 * A text field of several lines that is as tall on the server's page as on the live one. MUI's
 * InputBase hands its own `rows` (unset) to the growing textarea over the `rows={minRows}` that
 * textarea sets for the server's paint, so the server's textarea had the browser's two lines and
 * grew once the app measured it, moving everything below it: a tap on the button under it
 * pressed the button and let go on the form, and nothing was sent. Here the lines reach the
 * textarea itself.
 */
export function TextAreaField({ minRows, slotProps, ...props }: TextAreaFieldProps) {
  return (
    <TextField
      {...props}
      multiline
      minRows={minRows}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(slotProps?.htmlInput as object | undefined), rows: minRows },
      }}
    />
  );
}
