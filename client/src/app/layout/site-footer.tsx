import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextPlaceholder } from '../../components/text-placeholder';
import { paths } from '../../config/paths';
import { formatAddress, useClinic } from '../../lib/clinic-profile';
import { groupHours } from '../../lib/opening-hours';
import { conditions } from '../../features/content/conditions';
import { services } from '../../features/content/services';
import { formatPhone, telHref } from '../../lib/phone';
import { layoutTexts } from '../strings';
import { JsonLd } from '../../components/json-ld';
import { medicalClinic } from '../../lib/clinic-structured-data';

const texts = layoutTexts.footer;

const linkSx = { color: 'inherit', display: 'inline-block', py: 0.75 } as const;
// An address is never split inside: it moves whole to the next line, and from sm up its column
// grows to hold it. Only an address wider than a phone's screen may break, rather than scroll.
const emailSx = { ...linkSx, whiteSpace: { sm: 'nowrap' }, overflowWrap: 'anywhere' } as const;

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} sx={linkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

const serviceLinks = [
  ...services.map((service) => ({ to: paths.service(service.id), label: service.title })),
  ...conditions.map((condition) => ({ to: paths.condition(condition.id), label: condition.name })),
];

const quickLinks = [
  { to: paths.home, label: layoutTexts.nav.home },
  { to: paths.doctors, label: texts.doctors },
  { to: paths.diseases, label: texts.diseases },
  { to: paths.booking, label: texts.bookAppointment },
  { to: paths.blog, label: layoutTexts.nav.blog },
  { to: paths.contact, label: layoutTexts.nav.contact },
];

const resourceLinks = [
  { to: paths.faq, label: texts.faq },
  { to: paths.orders, label: texts.orders },
  { to: paths.feedback, label: texts.feedback },
  { to: paths.privacy, label: texts.privacy },
  { to: paths.terms, label: texts.terms },
];

function ContactBlock() {
  const { data, loading, error, refetch } = useClinic();
  const clinic = data?.clinic;
  let content: ReactNode;
  if (clinic) {
    content = (
      <Stack spacing={1.5}>
        <JsonLd data={medicalClinic(clinic)} />
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography sx={{ fontWeight: 600 }}>{clinic.name}</Typography>
          <Typography>{formatAddress(clinic)}</Typography>
          {clinic.phones.map((phone) => (
            <Typography key={phone.number}>
              {phone.label}:{' '}
              <Link href={telHref(phone.number)} sx={linkSx}>
                {formatPhone(phone.number)}
              </Link>
            </Typography>
          ))}
          {clinic.emails.map((email) => (
            <Typography key={email.address}>
              {email.label}:{' '}
              <Link href={`mailto:${email.address}`} sx={emailSx}>
                {email.address}
              </Link>
            </Typography>
          ))}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {texts.hours}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
          >
            {groupHours(clinic.hours).map((row) => (
              <Box key={row.days} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ pr: 2 }}>
                  {row.days}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {row.text}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {texts.emergency}
          </Typography>
          <Link href={telHref(clinic.emergencyPhone)} sx={{ ...linkSx, fontWeight: 700 }}>
            {formatPhone(clinic.emergencyPhone)}
          </Link>
        </Box>
      </Stack>
    );
  } else if (loading) {
    content = (
      <Stack spacing={1} aria-busy="true" aria-label={layoutTexts.loading}>
        <TextPlaceholder width="80%" />
        <TextPlaceholder width="60%" />
        <TextPlaceholder width="70%" />
      </Stack>
    );
  } else if (error) {
    content = (
      <Box role="alert">
        <Typography>{texts.unavailable}</Typography>
        <Button
          onClick={() => void refetch().catch(() => undefined)}
          variant="outlined"
          color="inherit"
          sx={{ mt: 1 }}
        >
          {texts.retry}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" gutterBottom>
        {texts.contact}
      </Typography>
      {content}
    </Box>
  );
}

export function SiteFooter() {
  const { data } = useClinic();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#0b3b37', color: '#f0fdfa', mt: 'auto', pt: 5, pb: { xs: 12, md: 4 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <LinkColumn title={texts.services} links={serviceLinks} />
          <LinkColumn title={texts.quickLinks} links={quickLinks} />
          <LinkColumn title={texts.resources} links={resourceLinks} />
          <ContactBlock />
        </Box>
        {data?.clinic && (
          <Typography variant="body2" sx={{ mt: 4, opacity: 0.9 }}>
            {texts.rights(data.clinic.name, new Date().getFullYear())}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
