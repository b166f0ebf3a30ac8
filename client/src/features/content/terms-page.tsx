import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../config/paths';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { termsOfService } from './legal-content';
import { LegalPage } from './legal-page';
import { termsCatalogue } from './pages/terms/catalogue';

/** The page's words in the page's language, for the router to load with its code. */
export const preloadWords = () => loadCatalogue(termsCatalogue, browserLocale());

export function TermsPage() {
  const { _ } = useCatalogue(termsCatalogue);
  return (
    <LegalPage
      catalogue={termsCatalogue}
      document={termsOfService}
      footer={
        <Link component={RouterLink} to={paths.privacy} sx={{ display: 'inline-block', py: 1 }}>
          {_('termsPage.privacyLink')}
        </Link>
      }
    />
  );
}
