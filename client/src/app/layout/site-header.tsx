import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { TextPlaceholder } from '../../components/text-placeholder';
import { paths } from '../../config/paths';
import { useClinic } from '../../lib/clinic-profile';
import { useContentLang } from '../../lib/i18n/content-lang';
import { cartOpenVar, useCartOpen } from '../../features/shop/cart-store';
import { formatPhone, telHref } from '../../lib/phone';
import { ProgressBar } from '../../components/progress-bar';
import { usePageLoading } from '../page-loads';
import { useLingui } from '@lingui/react';
import { CartButton } from './cart-button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { navItems } from './nav-items';

// Loaded on first use: they pull in MUI's Modal, which the first paint does not need.
const SearchDialog = lazy(() =>
  import('./search-dialog').then((m) => ({ default: m.SearchDialog })),
);
const CartDrawer = lazy(() =>
  import('../../features/shop/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { data, loading } = useClinic();
  const { _ } = useLingui();
  const clinic = data?.clinic;
  const lang = useContentLang(clinic?.inEnglish);
  // Add to Cart elsewhere may open the panel too, so "used" also follows the shared open state.
  const cartOpen = useCartOpen();
  const [cartUsed, setCartUsed] = useState(false);
  const pageLoading = usePageLoading();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };

  return (
    <AppBar
      position="sticky"
      component="header"
      color="inherit"
      elevation={1}
      sx={{ bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" disableGutters sx={{ px: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, gap: { xs: 0, sm: 1 } }}>
          <Box
            component={RouterLink}
            to={paths.home}
            aria-label={
              clinic ? _('header.homeLink', { name: clinic.name }) : _('header.homeLinkUnnamed')
            }
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'primary.dark',
              textDecoration: 'none',
              minHeight: 48,
              minWidth: 48,
              mr: 'auto',
              overflow: 'hidden',
            }}
          >
            <Logo />
            {clinic ? (
              // Beside the logo on every screen, wrapping to a second line on a phone.
              <Typography
                component="span"
                lang={lang('name')}
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: '0.875rem', sm: '1.125rem' },
                  lineHeight: 1.2,
                }}
              >
                {clinic.name}
              </Typography>
            ) : (
              loading && <TextPlaceholder width={100} />
            )}
          </Box>

          {/* On a phone the switch is in the menu: the header row has no room for it. */}
          <LanguageSwitch sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <IconButton onClick={openSearch} aria-label={_('search.open')} aria-haspopup="dialog">
            <SearchIcon />
          </IconButton>
          <CartButton
            onOpen={() => {
              setCartUsed(true);
              cartOpenVar(true);
            }}
          />
          <IconButton component={RouterLink} to={paths.orders} aria-label={_('account')}>
            <AccountCircleOutlinedIcon />
          </IconButton>

          {clinic && (
            <Button
              href={telHref(clinic.emergencyPhone)}
              color="error"
              startIcon={<LocalPhoneIcon />}
              aria-label={_('emergencyCall', { phone: formatPhone(clinic.emergencyPhone) })}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              {_('emergency')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={paths.booking}
            variant="contained"
            color="secondary"
            sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}
          >
            {_('book')}
          </Button>

          <IconButton
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            aria-label={_('menu.open')}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            aria-expanded={menuOpen}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Box>

        <Box
          component="nav"
          aria-label={_('nav.label')}
          sx={{ display: { xs: 'none', md: 'block' }, pb: 0.5 }}
        >
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
            {navItems.map((item) => (
              <li key={item.to}>
                <Button
                  component={NavLink}
                  to={item.to}
                  end={item.end}
                  color="inherit"
                  sx={{
                    px: 1.5,
                    borderRadius: 0,
                    borderBottom: '3px solid transparent',
                    '&.active': { color: 'primary.main', borderBottomColor: 'primary.main' },
                  }}
                >
                  {_(item.label)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      </Container>

      {pageLoading && (
        <ProgressBar
          label={_('loading')}
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
        />
      )}

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            emergencyPhone={clinic?.emergencyPhone}
          />
        </Suspense>
      )}
      {(cartUsed || cartOpen) && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
