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
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import type { DoctorSummary } from './api/doctors';
import { clinicCatalogue } from './catalogue';
import { useContentLang } from './content-lang';
import { DoctorAvatar } from './doctor-avatar';

const MAX_TAGS = 3;

/**
 * One doctor as the Home section and /doctors show them. A rating only from approved patient
 * feedback about them, always with its count; none until there is some.
 */
export function DoctorCard({
  doctor,
  headingLevel,
}: {
  doctor: DoctorSummary;
  headingLevel: 'h2' | 'h3';
}) {
  const { _ } = useCatalogue(clinicCatalogue);
  const locale = useLocale();
  const langOf = useContentLang(doctor.inEnglish);
  const tags = doctor.expertise.length ? doctor.expertise : [doctor.specialization];
  const tagsLang = langOf(doctor.expertise.length ? 'expertise' : 'specialization');
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
              label={doctor.isAvailable ? _('clinic.card.available') : _('clinic.card.busy')}
              look={doctor.isAvailable ? 'success' : 'neutral'}
              sx={{ mb: 0.5 }}
            />
            <Typography component={headingLevel} variant="h4" lang={langOf('name')}>
              {doctor.name}
            </Typography>
            <Typography
              color="primary.dark"
              sx={{ fontWeight: 600 }}
              lang={langOf('specialization')}
            >
              {doctor.specialization}
            </Typography>
          </Box>
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          gutterBottom
          lang={langOf('qualification')}
        >
          {doctor.qualification}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {_('clinic.card.experienceLabel')}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {_('clinic.card.experience', { years: doctor.experienceYears })}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {_('clinic.card.locationLabel')}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {_('clinic.card.location')}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {_('clinic.card.fee')}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {formatMoneyIn(locale, doctor.consultationFee)}
          </Typography>
          {doctor.rating && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {_('clinic.card.ratingLabel')}:
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {_('clinic.card.rating', {
                  rating: doctor.rating.average.toFixed(1),
                  count: doctor.rating.count,
                })}
              </Typography>
            </>
          )}
        </Box>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
          {tags.slice(0, MAX_TAGS).map((tag) => (
            <Box key={tag} component="span" lang={tagsLang} sx={{ display: 'contents' }}>
              <Tag look="outlined" label={tag} />
            </Box>
          ))}
          {hidden > 0 && <Tag label={_('clinic.card.moreTags', { count: hidden })} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        {doctor.isAvailable ? (
          <Button
            component={RouterLink}
            to={paths.bookingWithDoctor(doctor.id)}
            variant="contained"
            color="secondary"
            aria-label={_('clinic.card.bookLabel', { name: doctor.name })}
          >
            {_('clinic.card.book')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            disabled
            aria-label={_('clinic.card.bookLabel', { name: doctor.name })}
          >
            {_('clinic.card.book')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.doctor(doctor.id)}
          variant="outlined"
          aria-label={_('clinic.card.profileLabel', { name: doctor.name })}
          sx={{ ml: '0 !important' }}
        >
          {_('clinic.card.profile')}
        </Button>
      </CardActions>
    </Card>
  );
}
