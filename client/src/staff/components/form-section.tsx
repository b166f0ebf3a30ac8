import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of a desk form's fields (a fieldset and its legend), with an optional hint. */
export function FormSection({
  title,
  help,
  spacing = 2,
  children,
}: {
  title: string;
  help?: string;
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <Stack component="fieldset" spacing={spacing} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
