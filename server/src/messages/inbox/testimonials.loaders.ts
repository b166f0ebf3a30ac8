import DataLoader from 'dataloader';
import type { RatingSummary, TestimonialsService } from './testimonials.service';

/** Each doctor's rating: a list of doctors asks for all of theirs in one query. */
export const doctorRatingLoader = ({ testimonials }: { testimonials: TestimonialsService }) =>
  new DataLoader<number, RatingSummary | null>((ids) => testimonials.doctorRatings(ids));
