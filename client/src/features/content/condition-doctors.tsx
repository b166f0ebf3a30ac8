import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Locale } from '../../lib/i18n/locales';
import { CardGrid } from '../../components/card-grid';
import { paths } from '../../config/paths';
import { bookingFor } from '../../config/booking-link';
import { MODE_ORDER } from '../../lib/consultation-mode-texts';
import { formatMoneyIn } from '../../lib/i18n/formats';
import { useConditionDoctors, type ConditionDoctor } from './api/condition-doctors';
import { useConditionsWords } from './condition-words';

/** lang="en" on a field the API sent in English because the page's language has no version. */
function langOf(doctor: ConditionDoctor, field: string): 'en' | undefined {
  return doctor.inEnglish.includes(field) ? 'en' : undefined;
}

interface ConditionDoctorsProps {
  conditionId: string;
  conditionName: string;
}

/** The doctors who treat a condition, each with the fee and a booking link for that condition. */
export function ConditionDoctors({ conditionId, conditionName }: ConditionDoctorsProps) {
  const { _, i18n } = useConditionsWords();
  const locale = i18n.locale as Locale;
  const { data, loading, error } = useConditionDoctors(conditionId, locale);
  const doctors = data?.doctors ?? [];
  return (
    <Box component="section" aria-labelledby="condition-doctors" sx={{ mt: 5 }}>
      <Typography id="condition-doctors" component="h2" variant="h2" gutterBottom>
        {_('condition.doctorsHeading', { condition: conditionName })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{_('condition.doctorsIntro')}</Typography>
      {loading && !data && <Skeleton variant="rounded" height={180} />}
      {error && !data && <Typography role="alert">{_('condition.doctorsFailed')}</Typography>}
      {data && doctors.length === 0 && <Typography>{_('condition.noDoctors')}</Typography>}
      {doctors.length > 0 && (
        <CardGrid list sx={{ gridTemplateColumns: { sm: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {doctors.map((doctor) => (
            <Card component="li" key={doctor.id} variant="outlined" aria-label={doctor.name}>
              <CardContent>
                <Typography component="h3" variant="h6" lang={langOf(doctor, 'name')}>
                  <RouterLink to={paths.doctor(doctor.id)}>{doctor.name}</RouterLink>
                </Typography>
                <Typography color="text.secondary" lang={langOf(doctor, 'qualification')}>
                  {doctor.qualification}
                </Typography>
                <Typography>
                  {_('condition.doctorExperience', { years: doctor.experienceYears })}
                </Typography>
                <Typography>
                  {_('condition.doctorModes', {
                    modes: MODE_ORDER.filter((mode) => doctor.consultationModes.includes(mode))
                      .map((mode) => _(`condition.mode.${mode}`))
                      .join(', '),
                  })}
                </Typography>
                <Typography sx={{ fontWeight: 600, mt: 1 }}>
                  {_('condition.doctorFee', {
                    fee: formatMoneyIn(locale, doctor.consultationFee),
                  })}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  component={RouterLink}
                  to={bookingFor({ condition: conditionId, doctorId: doctor.id })}
                  variant="outlined"
                  sx={{ minHeight: 48 }}
                >
                  {_('condition.bookWith', { name: doctor.name })}
                </Button>
              </CardActions>
            </Card>
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
