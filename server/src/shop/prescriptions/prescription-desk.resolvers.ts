import { PrescriptionDeskResolver } from './prescription-desk.resolver';

/** The prescriptions' staff half, for the staff schema (/staff/graphql) only. */
export const rxDeskResolvers = [PrescriptionDeskResolver] as const;
