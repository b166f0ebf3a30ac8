import { use, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { i18nFor, loadCatalogue } from '../../lib/i18n/catalogue';
import { localePath } from '../../lib/i18n/locales';
import { rememberLocale } from '../../lib/i18n/remember-locale';
import { offerCatalogue } from './catalogue';

const bothLoaded = () =>
  Promise.all([loadCatalogue(offerCatalogue, 'hi'), loadCatalogue(offerCatalogue, 'en')]);
let loading: ReturnType<typeof bothLoaded> | undefined;

/**
 * Offers this page in Hindi, in Hindi and in English (the patient may read either), with a real
 * link to it; shown once to a browser that prefers Hindi (see useLanguageOffer), never a redirect.
 */
export function LanguageOffer() {
  use((loading ??= bothLoaded()));
  const [open, setOpen] = useState(true);
  const { pathname, search, hash } = useLocation();
  if (!open) return null;
  const hi = i18nFor('hi');
  const en = i18nFor('en');
  return (
    <Box
      component="section"
      aria-label={`${hi._('offer.label')} / ${en._('offer.label')}`}
      sx={{ bgcolor: 'primary.light', py: 1 }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
      >
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography lang="hi">
            {hi._('offer.text')}{' '}
            <Link
              href={localePath('hi', pathname) + search + hash}
              hrefLang="hi"
              onClick={() => rememberLocale('hi')}
              sx={{ display: 'inline-block', py: 1, fontWeight: 700 }}
            >
              {hi._('offer.link')}
            </Link>
          </Typography>
          <Typography lang="en" variant="body2">
            {en._('offer.text')}
          </Typography>
        </Box>
        <Button onClick={() => setOpen(false)} sx={{ minHeight: 48 }}>
          <span lang="hi">{hi._('offer.close')}</span>&nbsp;/&nbsp;
          <span lang="en">{en._('offer.close')}</span>
        </Button>
      </Container>
    </Box>
  );
}
