import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { useCatalogue, type Catalogue } from '../../lib/i18n/catalogue';
import { useMetaDescription } from '../../lib/page-head';
import type { LegalDocument } from './legal-content';

interface LegalPageProps {
  /** The document's catalogue, in which its ids are messages. */
  catalogue: Catalogue;
  document: LegalDocument;
  /** Contact details after the last section. */
  footer?: ReactNode;
}

/** A readable policy page: short sections, line length under 75 characters. */
export function LegalPage({ catalogue, document, footer }: LegalPageProps) {
  const { _ } = useCatalogue(catalogue);
  useMetaDescription(_(document.description));
  return (
    <PageContainer>
      <PageHeader title={_(document.title)} intro={_(document.intro)} />
      <Box sx={{ maxWidth: '70ch' }}>
        {document.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3 }}>
            <Typography component="h2" variant="h3" gutterBottom>
              {_(section.heading)}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {_(paragraph)}
              </Typography>
            ))}
            {section.items && (
              <Box component="ul" sx={{ pl: 3, m: 0 }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item} sx={{ mb: 1 }}>
                    {_(item)}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        ))}
        {footer}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {_(document.updated)}
        </Typography>
      </Box>
    </PageContainer>
  );
}
