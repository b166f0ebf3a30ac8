import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatPhone, telHref } from '../../lib/phone';
import { useContentClinic } from './use-content-clinic';
import { privacySections } from './legal-content';
import { LegalPage } from './legal-page';
import { contentTexts } from './strings';

const texts = contentTexts.privacy;

export function PrivacyPage() {
  const { email, phone } = useContentClinic();
  return (
    <LegalPage
      title={texts.title}
      intro={texts.intro}
      sections={privacySections}
      footer={
        (email || phone) && (
          <Typography>
            {texts.askUs}{' '}
            {email && (
              <Link href={`mailto:${email}`} sx={{ display: 'inline-block', py: 1 }}>
                {email}
              </Link>
            )}
            {email && phone && ' · '}
            {phone && (
              <Link href={telHref(phone)} sx={{ display: 'inline-block', py: 1 }}>
                {formatPhone(phone)}
              </Link>
            )}
          </Typography>
        )
      }
    />
  );
}
