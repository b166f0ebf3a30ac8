import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { CardGrid } from '../../../components/card-grid';
import { paths } from '../../../config/paths';
import { useCatalogue, useLocale } from '../../../lib/i18n/catalogue';
import { homeCatalogue } from './catalogue';
import { useHomeFigures } from '../api/home-figures';

/**
 * A testimonial's stars, read as one image ("Rated 5 out of 5"). MUI's Rating is an input: its
 * code (~2.5 kB gzip) would load with the home page only to draw five icons.
 */
function Stars({ value, label }: { value: number; label: string }) {
  return (
    <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex' }}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          fontSize="small"
          sx={{ color: star <= value ? '#faaf00' : 'action.disabled' }}
        />
      ))}
    </Box>
  );
}

export function TestimonialsSection() {
  const { _ } = useCatalogue(homeCatalogue);
  // A patient's own words are in the language they wrote them in, which the page cannot know;
  // on a Hindi page they are marked as not Hindi, as the demo's English ones are.
  const contentLang = useLocale() === 'en' ? undefined : 'en';
  const { data } = useHomeFigures();
  const testimonials = data?.testimonials ?? [];
  const rating = data?.clinicClaims.rating;
  return (
    <Box component="section" aria-labelledby="testimonials" sx={{ mt: 6 }}>
      <Typography id="testimonials" component="h2" variant="h2" gutterBottom>
        {_('home.testimonialsTitle')}
      </Typography>
      {rating && (
        <Typography sx={{ mb: 2, fontWeight: 600 }}>
          {_('home.testimonialsSummary', {
            rating: rating.average.toFixed(1),
            count: rating.count,
          })}
        </Typography>
      )}
      {data && testimonials.length === 0 && (
        <Typography sx={{ mb: 2 }}>{_('home.testimonialsNone')}</Typography>
      )}
      <CardGrid list>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
              <CardContent>
                <Stars
                  value={testimonial.rating}
                  label={_('home.ratingLabel', { rating: testimonial.rating })}
                />
                <Typography component="blockquote" lang={contentLang} sx={{ m: 0, my: 1 }}>
                  “{testimonial.text}”
                </Typography>
                <Typography
                  component="figcaption"
                  variant="body2"
                  color="text.secondary"
                  lang={contentLang}
                >
                  {testimonial.firstName}, {testimonial.town}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
      <Button component={RouterLink} to={paths.feedback} variant="outlined" sx={{ mt: 2 }}>
        {_('home.giveFeedback')}
      </Button>
    </Box>
  );
}
