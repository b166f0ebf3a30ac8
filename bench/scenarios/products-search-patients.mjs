// products-search as 50 patients search (bench/patients.mjs): the same mix of searches, each
// request from the next patient, so what is measured is the search and not one client's budget
// of expensive reads.
import { asPatients } from '../patients.mjs';
import productsSearch from './products-search.mjs';

export default asPatients({
  ...productsSearch,
  name: 'products-search-patients',
  operation: 'products (search), 50 patients',
});
