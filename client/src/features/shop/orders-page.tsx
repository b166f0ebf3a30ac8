import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { useMetaDescription } from '../../lib/page-head';
import { useOrderLookup, type OrderCardData } from './api/order-lookup';
import { usePhoneLookup, type UpcomingAppointmentData } from './api/appointments-by-phone';
import { AppointmentsSection } from './appointments-section';
import type { PlacedOrderState } from './checkout-page';
import { LookupCodePanel } from './lookup-code-panel';
import { OrderCard } from './order-card';
import { ordersCatalogue } from './orders/catalogue';
import { pageError } from './orders/errors';

function placedOrder(state: unknown): PlacedOrderState | null {
  const value = state as Partial<PlacedOrderState> | null;
  return typeof value?.orderNumber === 'string' && typeof value.phone === 'string'
    ? { orderNumber: value.orderNumber, phone: value.phone }
    : null;
}

export function OrdersPage() {
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  useMetaDescription(_('orders.description'));
  const toast = useToast();
  const location = useLocation();
  const lookup = useOrderLookup();
  const phoneLookup = usePhoneLookup();
  const justPlaced = placedOrder(location.state);
  // Empty at first, as the server rendered them: an order just placed (history state, which a
  // reload keeps) fills them in after hydration, below.
  const [phone, setPhone] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [orders, setOrders] = useState<OrderCardData[] | null>(null);
  const [appointments, setAppointments] = useState<UpcomingAppointmentData[] | null>(null);
  const [searching, setSearching] = useState(false);

  const find = useCallback(
    async (phoneDigits: string, typedNumber: string) => {
      if (!phoneDigits) {
        setPhoneError(_('orders.phoneRequired'));
        toast.show({
          title: _('orders.phoneRequiredTitle'),
          description: _('orders.phoneRequired'),
          variant: 'error',
        });
        return;
      }
      if (phoneDigits.length !== 10) {
        setPhoneError(_('orders.phoneInvalid'));
        toast.show({
          title: _('orders.phoneInvalidTitle'),
          description: _('orders.phoneInvalid'),
          variant: 'error',
        });
        return;
      }
      const number = typedNumber.trim().toUpperCase();
      setSearching(true);
      try {
        let found: OrderCardData[];
        let appointmentCount = 0;
        if (number) {
          found = await lookup(phoneDigits, number);
        } else {
          // By phone alone: the orders and the upcoming appointments, in one request.
          const both = await phoneLookup(phoneDigits);
          found = both.orders;
          setAppointments(both.appointments);
          appointmentCount = both.appointments.length;
        }
        setOrders(found);
        if (found.length === 0 && appointmentCount > 0) {
          // No orders, but appointments: that is a result, not an error.
          toast.show({
            title: _('appointments.loadedTitle'),
            description: _('appointments.loaded', { count: appointmentCount }),
            variant: 'success',
          });
        } else if (found.length === 0) {
          toast.show({
            title: _('orders.noneTitle'),
            description: number
              ? _('orders.noneForNumber', { orderNumber: number })
              : _('orders.noneForPhone'),
            variant: 'error',
          });
        } else {
          toast.show({
            title: _('orders.loadedTitle'),
            description: _('orders.loaded', { count: found.length }),
            variant: 'success',
            // Kept clear of the order it found.
            about: number || undefined,
          });
        }
      } catch (error) {
        setOrders([]);
        toast.show({
          title: _('orders.errorTitle'),
          description: pageError(error, _, locale, _('orders.error')),
          variant: 'error',
        });
      } finally {
        setSearching(false);
      }
    },
    [lookup, phoneLookup, toast, _, locale],
  );

  // Straight from checkout: show the new order at once.
  const shownPlaced = useRef(false);
  useEffect(() => {
    if (justPlaced && !shownPlaced.current) {
      shownPlaced.current = true;
      setPhone(justPlaced.phone);
      setOrderNumber(justPlaced.orderNumber);
      void find(justPlaced.phone, justPlaced.orderNumber);
    }
  }, [justPlaced, find]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!searching) void find(phone, orderNumber);
  };

  return (
    <PageContainer>
      <PageHeader title={_('orders.title')} intro={_('orders.intro')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box
              component="form"
              method="post" // a phone number is personal: never in a URL, even sent without the app
              noValidate
              onSubmit={submit}
              sx={{ display: 'grid', gap: 2 }}
            >
              <PhoneField
                label={_('orders.phone')}
                required
                value={phone}
                onChange={(digits) => {
                  setPhone(digits);
                  setPhoneError(undefined);
                }}
                error={Boolean(phoneError)}
                helperText={phoneError}
                disabled={searching}
              />
              <TextField
                label={_('orders.orderNumber')}
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.target.value)}
                helperText={_('orders.orderNumberHint')}
                disabled={searching}
                slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={searching}
                startIcon={searching ? <CircularProgress size={20} color="inherit" /> : undefined}
                sx={{ minHeight: 48 }}
              >
                {searching
                  ? _('orders.searching')
                  : orderNumber.trim()
                    ? _('orders.findOne')
                    : _('orders.viewAll')}
              </Button>
            </Box>
          </Paper>

          {orders && (
            <Box
              component="section"
              aria-labelledby="orders-results"
              sx={{ display: 'grid', gap: 2 }}
            >
              <Typography id="orders-results" variant="h5" component="h2">
                {_('orders.results')}
              </Typography>
              {orders.length === 0 ? (
                <Box sx={{ textAlign: 'center', py: 4 }}>
                  <Typography sx={{ mb: 2 }}>{_('orders.emptyState')}</Typography>
                  <Button
                    component={RouterLink}
                    to={paths.products}
                    variant="contained"
                    sx={{ minHeight: 48 }}
                  >
                    {_('orders.startShopping')}
                  </Button>
                </Box>
              ) : (
                <>
                  {orders.some((order) => !order.detailsIncluded) && (
                    <>
                      <Typography color="text.secondary">{_('orders.unlockHint')}</Typography>
                      <LookupCodePanel
                        phone={phone}
                        onUnlocked={(full) => {
                          setOrders(full);
                          toast.show({
                            title: _('lookup.unlockedTitle'),
                            description: _('lookup.unlocked'),
                            variant: 'success',
                          });
                        }}
                      />
                    </>
                  )}
                  {orders.map((order) => (
                    <OrderCard key={order.id} order={order} />
                  ))}
                </>
              )}
            </Box>
          )}
        </Box>

        <AppointmentsSection appointments={appointments} phone={phone} />
      </Box>
    </PageContainer>
  );
}
