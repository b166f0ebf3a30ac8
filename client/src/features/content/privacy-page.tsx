import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { formatPhone, telHref } from '../../lib/phone';
import { DataRightsForm } from './data-rights-form';
import { useContentClinic } from './use-content-clinic';
import { privacyPolicy } from './legal-content';
import { LegalPage } from './legal-page';
import { privacyCatalogue } from './pages/privacy/catalogue';

/** The page's words in the page's language, for the router to load with its code. */
export const preloadWords = () => loadCatalogue(privacyCatalogue, browserLocale());

const SEPARATOR = ' · ';

export function PrivacyPage() {
  const { _ } = useCatalogue(privacyCatalogue);
  const { email, phone } = useContentClinic();
  return (
    <LegalPage
      catalogue={privacyCatalogue}
      document={privacyPolicy}
      footer={
        <>
          <DataRightsForm />
          {(email || phone) && (
            <Typography>
              {_('privacyPage.askUs')}{' '}
              {email && (
                <Link href={`mailto:${email}`} sx={{ display: 'inline-block', py: 1 }}>
                  {email}
                </Link>
              )}
              {email && phone && SEPARATOR}
              {phone && (
                <Link href={telHref(phone)} sx={{ display: 'inline-block', py: 1 }}>
                  {formatPhone(phone)}
                </Link>
              )}
            </Typography>
          )}
        </>
      }
    />
  );
}
