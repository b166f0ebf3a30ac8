import { InitialSchema1763800000000 } from './1763800000000-initial-schema';

/** Applied in order by `npm start` and the test setup; the only way the schema changes. */
export const migrations = [InitialSchema1763800000000];
