// The same request to bench/baseline-doctors.mjs (node:http + pg): the floor the framework's
// cost is measured against.
import doctors from './doctors.mjs';

export default {
  ...doctors,
  name: 'doctors-baseline',
  operation: 'doctors, bare node:http + pg',
  target: 'baseline',
};
