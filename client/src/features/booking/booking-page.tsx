import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import type { BookedAppointment } from './api/book-appointment';
import { useBookingDoctors } from './api/booking-doctors';
import { useClinic } from '../../lib/clinic-profile';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { ChosenDoctorPanel } from './chosen-doctor-panel';
import { demoDoctors } from './demo-data';
import { useBackendStatus } from './use-backend-status';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useMetaDescription } from '../../lib/page-head';
import { useBookingWords } from './words';

export { preloadBookingWords } from './catalogue';

export function BookingPage() {
  const { _, locale } = useBookingWords();
  useMetaDescription(_('booking.description'));
  const status = useBackendStatus();
  const [params] = useSearchParams();
  const doctorsQuery = useBookingDoctors(apiLanguage(locale), status !== 'online');
  const clinic = useClinic().data?.clinic;
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const [choice, setChoice] = useState({ doctor: '', mode: '' });
  // The same choice keeps the same state: re-rendering the page on adoption for nothing would
  // make the browser insert styles the server's page already has.
  const onChoice = useCallback(
    (next: { doctor: string; mode: string }) =>
      setChoice((current) =>
        current.doctor === next.doctor && current.mode === next.mode ? current : next,
      ),
    [],
  );

  // Online but the doctor list failed: an empty list, as the spec says; offline: demo doctors.
  const doctors = status === 'offline' ? demoDoctors : (doctorsQuery.data?.doctors ?? []);

  return (
    <PageContainer>
      <PageHeader title={_('booking.title')} intro={_('booking.intro')} />
      {status === 'checking' && (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {_('booking.demo.checking')}
        </Typography>
      )}
      {status === 'offline' && (
        <Alert
          role="status"
          severity="warning"
          variant="filled"
          sx={{ mb: 3, bgcolor: 'secondary.light', color: 'text.primary' }}
        >
          <AlertTitle>{_('booking.demo.title')}</AlertTitle>
          {_('booking.demo.body')}
        </Alert>
      )}
      {/* Once booked, the confirmation takes the form's place: an empty form under it would
          read as if something were still missing. */}
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 640px) minmax(0, 1fr)' },
        }}
      >
        <div>
          {/* Once booked, the confirmation takes the form's place: an empty form under it would
              read as if something were still missing. */}
          {booked ? (
            <BookingConfirmation
              booking={booked}
              clinic={clinic}
              onBookAnother={() => setBooked(null)}
            />
          ) : (
            <BookingForm
              status={status}
              doctors={doctors}
              lastDate={status === 'online' ? doctorsQuery.data?.bookingWindow.lastDate : undefined}
              preselectDoctorId={params.get('doctorId')}
              preselectCondition={params.get('condition')}
              clinicPhone={clinic?.phones[0]?.number}
              onBooked={setBooked}
              onChoice={onChoice}
            />
          )}
        </div>
        {/* Wide screens only: on a phone the form already shows the fee, and the page stays short. */}
        <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
          <ChosenDoctorPanel
            doctor={doctors.find((d) => d.id === choice.doctor)}
            mode={(choice.mode || undefined) as ConsultationMode | undefined}
            clinic={clinic}
          />
        </Box>
      </Box>
    </PageContainer>
  );
}
