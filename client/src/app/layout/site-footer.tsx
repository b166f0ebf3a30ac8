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
import { ADDRESS_FIELDS, useContentLang } from '../../lib/i18n/content-lang';
import { useHoursRows } from '../../lib/i18n/opening-hours-words';
import { conditions } from '../../features/content/conditions';
import { services } from '../../features/content/services';
import { formatPhone, telHref } from '../../lib/phone';
import { useLingui } from '@lingui/react';
import { useLocale } from '../../lib/i18n/catalogue';
import { JsonLd } from '../../components/json-ld';
import { medicalClinic } from '../../lib/clinic-structured-data';

const linkSx = { color: 'inherit', display: 'inline-block', py: 0.75 } as const;
// An address is never split inside: it moves whole to the next line, and from sm up its column
// grows to hold it. Only an address wider than a phone's screen may break, rather than scroll.
const emailSx = { ...linkSx, whiteSpace: { sm: 'nowrap' }, overflowWrap: 'anywhere' } as const;

/** A footer link: a message id of the frame's catalogue, or content's own (English) words. */
interface FooterLink {
  to: string;
  label?: string;
  content?: string;
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { _ } = useLingui();
  // Content not yet translated keeps its English, marked so a screen reader says it as English.
  const contentLang = useLocale() === 'en' ? undefined : 'en';
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              component={RouterLink}
              to={link.to}
              sx={linkSx}
              lang={link.content ? contentLang : undefined}
            >
              {link.content ?? _(link.label!)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

const serviceLinks: FooterLink[] = [
  ...services.map((service) => ({ to: paths.service(service.id), content: service.title })),
  ...conditions.map((condition) => ({
    to: paths.condition(condition.id),
    content: condition.name,
  })),
];

const quickLinks: FooterLink[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.doctors, label: 'footer.doctors' },
  { to: paths.diseases, label: 'footer.diseases' },
  { to: paths.booking, label: 'footer.bookAppointment' },
  { to: paths.blog, label: 'nav.blog' },
  { to: paths.contact, label: 'nav.contact' },
];

const resourceLinks: FooterLink[] = [
  { to: paths.faq, label: 'footer.faq' },
  { to: paths.orders, label: 'footer.orders' },
  { to: paths.feedback, label: 'footer.feedback' },
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.terms, label: 'footer.terms' },
];

function ContactBlock() {
  const { data, loading, error, refetch } = useClinic();
  const { _ } = useLingui();
  const clinic = data?.clinic;
  const lang = useContentLang(clinic?.inEnglish);
  // The labels of the clinic's phones and e-mails have no version in other languages yet.
  const dataLang = useLocale() === 'en' ? undefined : 'en';
  const hoursRows = useHoursRows(clinic?.hours ?? []);
  let content: ReactNode;
  if (clinic) {
    content = (
      <Stack spacing={1.5}>
        <JsonLd data={medicalClinic(clinic)} />
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography sx={{ fontWeight: 600 }} lang={lang('name')}>
            {clinic.name}
          </Typography>
          <Typography lang={lang(...ADDRESS_FIELDS)}>{formatAddress(clinic)}</Typography>
          {clinic.phones.map((phone) => (
            <Typography key={phone.number}>
              <span lang={dataLang}>{phone.label}</span>:{' '}
              <Link href={telHref(phone.number)} sx={linkSx}>
                {formatPhone(phone.number)}
              </Link>
            </Typography>
          ))}
          {clinic.emails.map((email) => (
            <Typography key={email.address}>
              <span lang={dataLang}>{email.label}</span>:{' '}
              <Link href={`mailto:${email.address}`} sx={emailSx}>
                {email.address}
              </Link>
            </Typography>
          ))}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {_('footer.hours')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
          >
            {hoursRows.map((row) => (
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
            {_('footer.emergency')}
          </Typography>
          <Link href={telHref(clinic.emergencyPhone)} sx={{ ...linkSx, fontWeight: 700 }}>
            {formatPhone(clinic.emergencyPhone)}
          </Link>
        </Box>
      </Stack>
    );
  } else if (loading) {
    content = (
      <Stack spacing={1} aria-busy="true" aria-label={_('loading')}>
        <TextPlaceholder width="80%" />
        <TextPlaceholder width="60%" />
        <TextPlaceholder width="70%" />
      </Stack>
    );
  } else if (error) {
    content = (
      <Box role="alert">
        <Typography>{_('footer.unavailable')}</Typography>
        <Button
          onClick={() => void refetch().catch(() => undefined)}
          variant="outlined"
          color="inherit"
          sx={{ mt: 1 }}
        >
          {_('footer.retry')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" gutterBottom>
        {_('footer.contact')}
      </Typography>
      {content}
    </Box>
  );
}

export function SiteFooter() {
  const { data } = useClinic();
  const { _ } = useLingui();
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
          <LinkColumn title={_('footer.services')} links={serviceLinks} />
          <LinkColumn title={_('footer.quickLinks')} links={quickLinks} />
          <LinkColumn title={_('footer.resources')} links={resourceLinks} />
          <ContactBlock />
        </Box>
        {data?.clinic && (
          <Typography variant="body2" sx={{ mt: 4, opacity: 0.9 }}>
            {_('footer.rights', { name: data.clinic.name, year: new Date().getFullYear() })}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
