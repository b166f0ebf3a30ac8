import { CombinedGraphQLErrors } from '@apollo/client/errors';
export { errorMessage, fieldErrors } from '../../lib/api-errors';

/** The `extensions.code` of the first GraphQL error (TOTP_REQUIRED, ENROLMENT_REQUIRED...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.find((e) => e.extensions?.code)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
