import { groupIndian } from '../../../lib/numbers';
import type { HomeFigures } from '../api/home-figures';

/** One tile of the hero: the figure as shown and its label's message id. */
export interface Stat {
  value: string;
  label: 'home.stats.patients' | 'home.stats.years' | 'home.stats.success' | 'home.stats.rating';
}

/** The hero's tiles: only the figures the clinic claims, and the rating once there is one. */
export function statsOf(figures: HomeFigures['clinicClaims'] | undefined): Stat[] {
  if (!figures) return [];
  const stats: Stat[] = [];
  if (figures.patientsTreated !== null && figures.patientsTreated !== undefined)
    stats.push({ value: `${groupIndian(figures.patientsTreated)}+`, label: 'home.stats.patients' });
  if (figures.yearsOfService !== null && figures.yearsOfService !== undefined)
    stats.push({ value: `${figures.yearsOfService}+`, label: 'home.stats.years' });
  if (figures.successRate !== null && figures.successRate !== undefined)
    stats.push({ value: `${figures.successRate}%`, label: 'home.stats.success' });
  if (figures.rating)
    stats.push({ value: `${figures.rating.average.toFixed(1)}/5`, label: 'home.stats.rating' });
  return stats;
}
