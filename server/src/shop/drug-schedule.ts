import { registerEnumType } from 'type-graphql';

/**
 * The Drugs and Cosmetics Rules schedule of a medicine. H and H1 are sold only against a
 * prescription; Schedule X medicines cannot be sold online at all, so none is ever listed.
 */
export enum DrugSchedule {
  NONE = 'NONE',
  H = 'H',
  H1 = 'H1',
  X = 'X',
}

registerEnumType(DrugSchedule, {
  name: 'DrugSchedule',
  description: 'NONE, H or H1 (both prescription-only); X cannot be sold online',
});

/** Schedules that need a prescription whatever the product's own flag says. */
export const PRESCRIPTION_SCHEDULES: readonly DrugSchedule[] = [DrugSchedule.H, DrugSchedule.H1];
