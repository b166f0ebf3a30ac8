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
import { errorMessage } from '../../lib/api-errors';
import { phoneTexts } from '../../lib/phone-texts';
import { useOrderLookup, type OrderCardData } from './api/order-lookup';
import { usePhoneLookup, type UpcomingAppointmentData } from './api/appointments-by-phone';
import { AppointmentsSection } from './appointments-section';
import type { PlacedOrderState } from './checkout-page';
import { LookupCodePanel } from './lookup-code-panel';
import { OrderCard } from './order-card';
import { shopTexts } from './strings';

function placedOrder(state: unknown): PlacedOrderState | null {
  const value = state as Partial<PlacedOrderState> | null;
  return typeof value?.orderNumber === 'string' && typeof value.phone === 'string'
    ? { orderNumber: value.orderNumber, phone: value.phone }
    : null;
}

export function OrdersPage() {
  const texts = shopTexts.orders;
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
        setPhoneError(texts.phoneRequired);
        toast.show({
          title: texts.phoneRequiredTitle,
          description: texts.phoneRequired,
          variant: 'error',
        });
        return;
      }
      if (phoneDigits.length !== 10) {
        setPhoneError(phoneTexts.invalid);
        toast.show({
          title: texts.phoneInvalidTitle,
          description: phoneTexts.invalid,
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
            title: shopTexts.appointments.loadedTitle,
            description: shopTexts.appointments.loaded(appointmentCount),
            variant: 'success',
          });
        } else if (found.length === 0) {
          toast.show({
            title: texts.noneTitle,
            description: number ? texts.noneForNumber(number) : texts.noneForPhone,
            variant: 'error',
          });
        } else {
          toast.show({
            title: texts.loadedTitle,
            description: texts.loaded(found.length),
            variant: 'success',
            // Kept clear of the order it found.
            about: number || undefined,
          });
        }
      } catch (error) {
        setOrders([]);
        toast.show({
          title: texts.errorTitle,
          description: errorMessage(error, texts.error),
          variant: 'error',
        });
      } finally {
        setSearching(false);
      }
    },
    [lookup, phoneLookup, toast, texts],
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
      <PageHeader title={texts.title} intro={texts.intro} />
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
                label={texts.phone}
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
                label={texts.orderNumber}
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.target.value)}
                helperText={texts.orderNumberHint}
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
                {searching ? texts.searching : orderNumber.trim() ? texts.findOne : texts.viewAll}
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
                {texts.results}
              </Typography>
              {orders.length === 0 ? (
                <Box sx={{ textAlign: 'center', py: 4 }}>
                  <Typography sx={{ mb: 2 }}>{texts.emptyState}</Typography>
                  <Button
                    component={RouterLink}
                    to={paths.products}
                    variant="contained"
                    sx={{ minHeight: 48 }}
                  >
                    {texts.startShopping}
                  </Button>
                </Box>
              ) : (
                <>
                  {orders.some((order) => !order.detailsIncluded) && (
                    <>
                      <Typography color="text.secondary">{texts.unlockHint}</Typography>
                      <LookupCodePanel
                        phone={phone}
                        onUnlocked={(full) => {
                          setOrders(full);
                          toast.show({
                            title: shopTexts.lookupCode.unlockedTitle,
                            description: shopTexts.lookupCode.unlocked,
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
