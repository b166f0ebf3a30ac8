import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Tag } from '../../components/tag';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import type { DoctorSummary } from './api/doctors';
import { DoctorAvatar } from './doctor-avatar';
import { doctorsSectionTexts } from './strings';

const texts = doctorsSectionTexts.card;
const MAX_TAGS = 3;

/**
 * One doctor as the Home section and /doctors show them. No rating: a doctor's rating may only
 * come from approved patient feedback with its count, which the clinic does not collect yet.
 */
export function DoctorCard({
  doctor,
  headingLevel,
}: {
  doctor: DoctorSummary;
  headingLevel: 'h2' | 'h3';
}) {
  const tags = doctor.expertise.length ? doctor.expertise : [doctor.specialization];
  const hidden = tags.length - MAX_TAGS;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <DoctorAvatar name={doctor.name} image={doctor.image} />
          <Box sx={{ minWidth: 0 }}>
            <Tag
              label={doctor.isAvailable ? texts.available : texts.busy}
              look={doctor.isAvailable ? 'success' : 'neutral'}
              sx={{ mb: 0.5 }}
            />
            <Typography component={headingLevel} variant="h4">
              {doctor.name}
            </Typography>
            <Typography color="primary.dark" sx={{ fontWeight: 600 }}>
              {doctor.specialization}
            </Typography>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {doctor.qualification}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {texts.experienceLabel}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {texts.experience(doctor.experienceYears)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {texts.locationLabel}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {texts.location}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {texts.fee}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {formatMoney(doctor.consultationFee)}
          </Typography>
        </Box>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
          {tags.slice(0, MAX_TAGS).map((tag) => (
            <Tag key={tag} look="outlined" label={tag} />
          ))}
          {hidden > 0 && <Tag label={texts.moreTags(hidden)} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        {doctor.isAvailable ? (
          <Button
            component={RouterLink}
            to={paths.bookingWithDoctor(doctor.id)}
            variant="contained"
            color="secondary"
            aria-label={texts.bookLabel(doctor.name)}
          >
            {texts.book}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            disabled
            aria-label={texts.bookLabel(doctor.name)}
          >
            {texts.book}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.doctor(doctor.id)}
          variant="outlined"
          aria-label={texts.profileLabel(doctor.name)}
          sx={{ ml: '0 !important' }}
        >
          {texts.profile}
        </Button>
      </CardActions>
    </Card>
  );
}
