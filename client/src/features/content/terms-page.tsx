import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../config/paths';
import { termsSections } from './legal-content';
import { LegalPage } from './legal-page';
import { contentTexts } from './strings';

const texts = contentTexts.terms;

export function TermsPage() {
  return (
    <LegalPage
      title={texts.title}
      intro={texts.intro}
      sections={termsSections}
      footer={
        <Link component={RouterLink} to={paths.privacy} sx={{ display: 'inline-block', py: 1 }}>
          {texts.privacyLink}
        </Link>
      }
    />
  );
}
