import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/card-grid';
import { paths } from '../../config/paths';
import { bookingFor } from '../../config/booking-link';
import { modeLabels } from '../../lib/consultation-mode-texts';
import { formatMoney } from '../../lib/money';
import { useConditionDoctors } from './api/condition-doctors';
import { contentTexts } from './strings';

const texts = contentTexts.condition;

interface ConditionDoctorsProps {
  conditionId: string;
  conditionName: string;
}

/** The doctors who treat a condition, each with the fee and a booking link for that condition. */
export function ConditionDoctors({ conditionId, conditionName }: ConditionDoctorsProps) {
  const { data, loading, error } = useConditionDoctors(conditionId);
  const doctors = data?.doctors ?? [];
  return (
    <Box component="section" aria-labelledby="condition-doctors" sx={{ mt: 5 }}>
      <Typography id="condition-doctors" component="h2" variant="h2" gutterBottom>
        {texts.doctorsHeading(conditionName)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.doctorsIntro}</Typography>
      {loading && !data && <Skeleton variant="rounded" height={180} />}
      {error && !data && <Typography role="alert">{texts.doctorsFailed}</Typography>}
      {data && doctors.length === 0 && <Typography>{texts.noDoctors}</Typography>}
      {doctors.length > 0 && (
        <CardGrid list sx={{ gridTemplateColumns: { sm: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {doctors.map((doctor) => (
            <Card component="li" key={doctor.id} variant="outlined" aria-label={doctor.name}>
              <CardContent>
                <Typography component="h3" variant="h6">
                  <RouterLink to={paths.doctor(doctor.id)}>{doctor.name}</RouterLink>
                </Typography>
                <Typography color="text.secondary">{doctor.qualification}</Typography>
                <Typography>{texts.doctorExperience(doctor.experienceYears)}</Typography>
                <Typography>
                  {texts.doctorModes(modeLabels(doctor.consultationModes).join(', '))}
                </Typography>
                <Typography sx={{ fontWeight: 600, mt: 1 }}>
                  {texts.doctorFee(formatMoney(doctor.consultationFee))}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  component={RouterLink}
                  to={bookingFor({ condition: conditionId, doctorId: doctor.id })}
                  variant="outlined"
                  sx={{ minHeight: 48 }}
                >
                  {texts.bookWith(doctor.name)}
                </Button>
              </CardActions>
            </Card>
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
