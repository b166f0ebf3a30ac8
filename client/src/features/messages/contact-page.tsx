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
import { formatAddress, useClinic } from '../../lib/clinic-profile';
import { groupHours } from '../../lib/opening-hours';
import { ContactForm } from './contact-form';
import { contactFaqTexts, messagesTexts } from './strings';

const texts = messagesTexts.contact;
const linkSx = { display: 'inline-block', py: 1 } as const;

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="h6" gutterBottom>
      {children}
    </Typography>
  );
}

function ClinicDetails() {
  const { data, loading, refetch } = useClinic();
  const clinic = data?.clinic;
  if (!clinic) {
    return loading ? (
      <Skeleton variant="rounded" height={320} aria-label={texts.loading} />
    ) : (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {texts.unavailable}
      </Alert>
    );
  }
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
          {texts.emergencyTitle}
        </Typography>
        <Typography>{texts.emergencyText}</Typography>
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
          {texts.quickTitle}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mainPhone && (
            <Button href={telHref(mainPhone)} variant="outlined" startIcon={<LocalPhoneIcon />}>
              {texts.quickCall}
            </Button>
          )}
          <Button
            href={whatsappHref(clinic.whatsapp, texts.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<WhatsAppIcon />}
          >
            {texts.quickWhatsapp}
          </Button>
          {mainEmail && (
            <Button
              href={`mailto:${mainEmail}`}
              variant="outlined"
              startIcon={<EmailOutlinedIcon />}
            >
              {texts.quickEmail}
            </Button>
          )}
        </Stack>
      </section>

      <section aria-labelledby="visit">
        <Typography id="visit" component="h2" variant="h6" gutterBottom>
          {texts.visit}
        </Typography>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography sx={{ fontWeight: 600 }}>{clinic.name}</Typography>
          <Typography>{formatAddress(clinic)}</Typography>
        </Box>
        <Link
          href={clinic.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ ...linkSx, display: 'inline-flex', gap: 1, alignItems: 'center' }}
        >
          <MapOutlinedIcon fontSize="small" aria-hidden />
          {texts.map}
        </Link>
      </section>

      <section>
        <Heading>{texts.call}</Heading>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {clinic.phones.map((phone) => (
            <li key={phone.number}>
              {phone.label}:{' '}
              <Link href={telHref(phone.number)} sx={linkSx}>
                {formatPhone(phone.number)}
              </Link>
            </li>
          ))}
        </Box>
      </section>

      <section>
        <Heading>{texts.write}</Heading>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {clinic.emails.map((email) => (
            <li key={email.address}>
              {email.label}:{' '}
              <Link href={`mailto:${email.address}`} sx={{ ...linkSx, wordBreak: 'break-all' }}>
                {email.address}
              </Link>
            </li>
          ))}
        </Box>
      </section>

      <section>
        <Heading>{texts.hours}</Heading>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {groupHours(clinic.hours).map((row) => (
            <li key={row.days}>
              <Typography>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {row.days}
                </Box>
                : {row.text}
              </Typography>
            </li>
          ))}
        </Box>
      </section>
    </Stack>
  );
}

export function ContactPage() {
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
        <ClinicDetails />
        <ContactForm />
      </Box>
      <Box component="section" aria-labelledby="contact-faq" sx={{ mt: 5, maxWidth: '75ch' }}>
        <Typography id="contact-faq" component="h2" variant="h2" gutterBottom>
          {texts.faqTitle}
        </Typography>
        {contactFaqTexts.faqs.map((faq) => (
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
