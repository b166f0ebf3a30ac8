import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { CardGrid } from '../../../components/card-grid';
import { paths } from '../../../config/paths';
import { claims } from '../claims';
import { homeTexts as texts } from './strings';
import { testimonials } from '../testimonials';

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
  return (
    <Box component="section" aria-labelledby="testimonials" sx={{ mt: 6 }}>
      <Typography id="testimonials" component="h2" variant="h2" gutterBottom>
        {texts.testimonialsTitle}
      </Typography>
      <Typography sx={{ mb: 2, fontWeight: 600 }}>
        {texts.testimonialsSummary(claims.averageRating, claims.happyPatients, claims.successRate)}
      </Typography>
      <CardGrid list>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
              <CardContent>
                <Stars value={testimonial.rating} label={texts.ratingLabel(testimonial.rating)} />
                <Typography component="blockquote" sx={{ m: 0, my: 1 }}>
                  “{testimonial.content}”
                </Typography>
                <Typography component="figcaption" variant="body2" color="text.secondary">
                  {testimonial.name}, {testimonial.location} · {testimonial.condition}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
      <Button component={RouterLink} to={paths.feedback} variant="outlined" sx={{ mt: 2 }}>
        {texts.giveFeedback}
      </Button>
    </Box>
  );
}
