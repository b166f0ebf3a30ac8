import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { legalUpdated, type LegalSection } from './legal-content';

interface LegalPageProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Contact details after the last section. */
  footer?: ReactNode;
}

/** A readable policy page: short sections, line length under 75 characters. */
export function LegalPage({ title, intro, sections, footer }: LegalPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} intro={intro} />
      <Box sx={{ maxWidth: '70ch' }}>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3 }}>
            <Typography component="h2" variant="h3" gutterBottom>
              {section.heading}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.items && (
              <Box component="ul" sx={{ pl: 3, m: 0 }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item} sx={{ mb: 1 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        ))}
        {footer}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {legalUpdated}
        </Typography>
      </Box>
    </PageContainer>
  );
}
