import Box from '@mui/material/Box';

/**
 * The post's HTML, already sanitised by the server with an allow-list when it was stored, so it
 * is rendered as it is, marked `lang` when it is not in the page's language. Styled for reading
 * on a phone: 16px+ text, short lines, scaled images.
 */
export function ArticleContent({ html, lang }: { html: string; lang?: string }) {
  return (
    <Box
      data-testid="article-content"
      lang={lang}
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        maxWidth: '68ch',
        fontSize: '1.0625rem',
        lineHeight: 1.75,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h2', mt: 4, mb: 1.5 },
        '& h3': { typography: 'h3', mt: 3, mb: 1 },
        '& h4': { typography: 'h4', mt: 3, mb: 1 },
        '& p': { my: 2 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { mb: 0.75 },
        '& a': {
          color: 'primary.main',
          textDecorationThickness: '1px',
          textUnderlineOffset: '3px',
        },
        '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, my: 2 },
        '& figure': { m: 0, my: 3 },
        '& figcaption': { typography: 'body2', color: 'text.secondary', mt: 1 },
        '& blockquote': {
          m: 0,
          my: 3,
          pl: 2,
          borderLeft: 4,
          borderColor: 'primary.main',
          color: 'text.secondary',
        },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: 3 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 2, borderRadius: 1 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
      }}
    />
  );
}
