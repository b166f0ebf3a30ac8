import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { pageError } from './errors';

/** Reads back the message id and its values, as the catalogue's `_` is called. */
const _ = (id: string, values?: Record<string, unknown>) =>
  values ? `${id} ${JSON.stringify(values)}` : id;

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('pageError', () => {
  it('words a refused code by its reason in either language', () => {
    const wrong = graphqlError('That code is not right. 2 tries left.', {
      code: 'BAD_USER_INPUT',
      reason: 'WRONG_CODE',
      triesLeft: 2,
    });
    expect(pageError(wrong, _, 'hi', 'fallback')).toBe('lookup.wrong {"left":2}');
    expect(pageError(wrong, _, 'en', 'fallback')).toBe('lookup.wrong {"left":2}');
    const limited = graphqlError('Several codes were sent…', {
      code: 'RATE_LIMITED',
      reason: 'TOO_MANY_FOR_PHONE',
    });
    expect(pageError(limited, _, 'hi', 'fallback')).toBe('lookup.tooManyForPhone {"left":0}');
  });

  it("keeps the server's English on an English page and never shows it on a Hindi one", () => {
    const limited = graphqlError('Too many order lookups. Please wait a minute and try again.', {
      code: 'RATE_LIMITED',
    });
    expect(pageError(limited, _, 'en', 'fallback')).toBe(
      'Too many order lookups. Please wait a minute and try again.',
    );
    expect(pageError(limited, _, 'hi', 'fallback')).toBe('orders.errors.limited');
    const notFound = graphqlError('No order matches.', { code: 'NOT_FOUND' });
    expect(pageError(notFound, _, 'hi', 'fallback')).toBe('fallback');
  });

  it('says a run-out unlock and network trouble in the page’s words', () => {
    const over = graphqlError('Your 15 minutes…', { code: 'UNAUTHENTICATED' });
    expect(pageError(over, _, 'hi', 'fallback')).toBe('lookup.unlockOver');
    expect(pageError(new TypeError('Failed to fetch'), _, 'hi', 'fallback')).toBe(
      'orders.errors.network',
    );
  });
});
