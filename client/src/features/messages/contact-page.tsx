import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { formatPhone, telHref, whatsappHref } from '../../lib/phone';
import { formatAddress, useClinic, type ClinicProfile } from '../../lib/clinic-profile';
import { loadCatalogue, useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { useHoursRows } from '../../lib/i18n/opening-hours-words';
import { useMetaDescription } from '../../lib/page-head';
import { ADDRESS_FIELDS, useContentLang } from '../../lib/i18n/content-lang';
import { messagesCatalogue } from './catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { useContactFaqGroup } from './contact-faq';
import { ContactForm } from './contact-form';

// The page's words start loading with its code, not after it first renders.
void loadCatalogue(messagesCatalogue, browserLocale());

const linkSx = { display: 'inline-block', py: 1 } as const;

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="h6" gutterBottom>
      {children}
    </Typography>
  );
}

/**
 * The clinic's name and address as the frame's profile has them in the page's language, with
 * the parts still in English marked so.
 */
function useClinicAddress(clinic: ClinicProfile) {
  const lang = useContentLang(clinic.inEnglish);
  return {
    name: clinic.name,
    nameLang: lang('name'),
    address: formatAddress(clinic),
    addressLang: lang(...ADDRESS_FIELDS),
    // Labels ("Reception") and notes come only in English.
    labelLang: useLocale() === 'en' ? undefined : 'en',
  };
}

function ClinicDetails() {
  const { _ } = useCatalogue(messagesCatalogue);
  const { data, loading, refetch } = useClinic();
  const clinic = data?.clinic;
  if (!clinic) {
    return loading ? (
      <Skeleton variant="rounded" height={320} aria-label={_('messages.contact.loading')} />
    ) : (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {_('messages.contact.retry')}
          </Button>
        }
      >
        {_('messages.contact.unavailable')}
      </Alert>
    );
  }
  return <ClinicFacts clinic={clinic} />;
}

function ClinicFacts({ clinic }: { clinic: ClinicProfile }) {
  const { _ } = useCatalogue(messagesCatalogue);
  const place = useClinicAddress(clinic);
  const hoursRows = useHoursRows(clinic.hours);
  const mainPhone = clinic.phones[0]?.number;
  const mainEmail = clinic.emails[0]?.address;
  return (
    <Stack spacing={3}>
      <Paper
        component="section"
        aria-labelledby="emergency"
        elevation={0}
        sx={{ p: 2, bgcolor: '#fef2f2', border: 1, borderColor: 'error.main' }}
      >
        <Typography id="emergency" component="h2" variant="h6" color="error.main" gutterBottom>
          {_('messages.contact.emergencyTitle')}
        </Typography>
        <Typography>{_('messages.contact.emergencyText')}</Typography>
        <Button
          href={telHref(clinic.emergencyPhone)}
          color="error"
          variant="contained"
          startIcon={<LocalPhoneIcon />}
          sx={{ mt: 1 }}
        >
          {formatPhone(clinic.emergencyPhone)}
        </Button>
      </Paper>

      <section aria-labelledby="quick-contact">
        <Typography id="quick-contact" component="h2" variant="h6" gutterBottom>
          {_('messages.contact.quickTitle')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mainPhone && (
            <Button href={telHref(mainPhone)} variant="outlined" startIcon={<LocalPhoneIcon />}>
              {_('messages.contact.quickCall')}
            </Button>
          )}
          <Button
            href={whatsappHref(clinic.whatsapp, _('messages.contact.whatsappGreeting'))}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<WhatsAppIcon />}
          >
            {_('messages.contact.quickWhatsapp')}
          </Button>
          {mainEmail && (
            <Button
              href={`mailto:${mainEmail}`}
              variant="outlined"
              startIcon={<EmailOutlinedIcon />}
            >
              {_('messages.contact.quickEmail')}
            </Button>
          )}
        </Stack>
      </section>

      <section aria-labelledby="visit">
        <Typography id="visit" component="h2" variant="h6" gutterBottom>
          {_('messages.contact.visit')}
        </Typography>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography sx={{ fontWeight: 600 }} lang={place.nameLang}>
            {place.name}
          </Typography>
          <Typography lang={place.addressLang}>{place.address}</Typography>
        </Box>
        <Link
          href={clinic.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ ...linkSx, display: 'inline-flex', gap: 1, alignItems: 'center' }}
        >
          <MapOutlinedIcon fontSize="small" aria-hidden />
          {_('messages.contact.map')}
        </Link>
      </section>

      <section>
        <Heading>{_('messages.contact.call')}</Heading>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {clinic.phones.map((phone) => (
            <li key={phone.number}>
              <span lang={place.labelLang}>{phone.label}</span>:{' '}
              <Link href={telHref(phone.number)} sx={linkSx}>
                {formatPhone(phone.number)}
              </Link>
            </li>
          ))}
        </Box>
      </section>

      <section>
        <Heading>{_('messages.contact.write')}</Heading>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {clinic.emails.map((email) => (
            <li key={email.address}>
              <span lang={place.labelLang}>{email.label}</span>:{' '}
              <Link href={`mailto:${email.address}`} sx={{ ...linkSx, wordBreak: 'break-all' }}>
                {email.address}
              </Link>
            </li>
          ))}
        </Box>
      </section>

      <section>
        <Heading>{_('messages.contact.hours')}</Heading>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {hoursRows.map((row) => (
            <li key={row.days}>
              <Typography>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {row.days}
                </Box>
                : <span lang={row.noteOnly ? place.labelLang : undefined}>{row.text}</span>
              </Typography>
            </li>
          ))}
        </Box>
      </section>
    </Stack>
  );
}

export function ContactPage() {
  const { _ } = useCatalogue(messagesCatalogue);
  useMetaDescription(_('messages.contact.description'));
  const faq = useContactFaqGroup();
  return (
    <PageContainer>
      <PageHeader title={_('messages.contact.title')} intro={_('messages.contact.intro')} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
        <ClinicDetails />
        <ContactForm />
      </Box>
      <Box component="section" aria-labelledby="contact-faq" sx={{ mt: 5, maxWidth: '75ch' }}>
        <Typography id="contact-faq" component="h2" variant="h2" gutterBottom>
          {_('messages.contact.faqTitle')}
        </Typography>
        {faq.faqs.map((faq) => (
          <Box key={faq.question} sx={{ mb: 2 }}>
            <Typography component="h3" variant="h6">
              {faq.question}
            </Typography>
            <Typography>{faq.answer}</Typography>
          </Box>
        ))}
      </Box>
    </PageContainer>
  );
}
