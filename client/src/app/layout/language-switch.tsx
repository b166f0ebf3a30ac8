import { useLocation } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocale } from '../../lib/i18n/catalogue';
import { localeNames, localePath } from '../../lib/i18n/locales';
import { rememberLocale } from '../../lib/i18n/remember-locale';

/**
 * हिंदी / English: a real link to this page in the other language, named in that language (and
 * marked so, for screen readers). A click also keeps the choice for the next visit.
 */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const locale = useLocale();
  const other = locale === 'en' ? 'hi' : 'en';
  // The router's location is below the language's prefix (its basename).
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      href={localePath(other, pathname) + search + hash}
      lang={other}
      hrefLang={other}
      onClick={() => rememberLocale(other)}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48, px: 1, ...sx }}
    >
      {localeNames[other]}
    </Link>
  );
}
