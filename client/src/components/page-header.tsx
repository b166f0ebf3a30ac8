import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useDocumentTitle } from '../lib/page-head';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** document.title when it should differ from the heading. */
  documentTitle?: string;
}

/** The page's one h1, its intro line, and the browser tab's title. */
export function PageHeader({ title, intro, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Box component="header" sx={{ mb: 3, maxWidth: '70ch' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body1" color="text.secondary">
          {intro}
        </Typography>
      )}
    </Box>
  );
}
