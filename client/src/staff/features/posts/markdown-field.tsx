import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useMarkdownPreview } from './api/preview-markdown';
import { postFormTexts as texts } from './strings';

interface MarkdownFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler;
  onBlur?: FocusEventHandler;
  error?: boolean;
  helperText?: string;
  lang?: string;
}

/**
 * A Markdown body beside its live preview: the server's sanitised HTML (what saving stores),
 * asked once typing pauses. Side by side on a wide screen, one above the other on a phone.
 */
export function MarkdownField({ lang, label, ...field }: MarkdownFieldProps) {
  const preview = useMarkdownPreview(field.value);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <TextField
        {...field}
        label={label}
        multiline
        minRows={12}
        fullWidth
        slotProps={{ htmlInput: { lang, spellCheck: true } }}
        helperText={field.helperText ?? texts.bodyHelp}
        sx={{ flex: 1, '& textarea': { fontFamily: 'monospace' } }}
      />
      <Paper
        variant="outlined"
        component="section"
        aria-label={`${label}: ${texts.preview}`}
        aria-busy={preview.loading}
        sx={{ flex: 1, p: 2, minHeight: 200, overflowWrap: 'anywhere' }}
      >
        <Typography variant="subtitle2" component="h3" color="text.secondary" gutterBottom>
          {texts.preview}
          {preview.loading && field.value.trim() !== '' ? ` · ${texts.previewing}` : ''}
        </Typography>
        {preview.error && <Alert severity="warning">{texts.previewFailed}</Alert>}
        {preview.html ? (
          <Box
            lang={lang}
            data-testid="markdown-preview"
            sx={{ '& img': { maxWidth: '100%', height: 'auto' } }}
            // The server's sanitised HTML: the same allow-list the public post page shows.
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        ) : (
          <Typography color="text.secondary">{texts.previewEmpty}</Typography>
        )}
      </Paper>
    </Stack>
  );
}
