import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { I18n } from '@lingui/core';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { isNetworkError } from '../../../lib/api-errors';

export const subscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      subscribed
      message
    }
  }
`);

/** The sign-up's rules, with its messages in the page's language. */
export function newsletterSchemaFor(_: I18n['_']) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(_('blog.newsletter.requiredEmail'))
      .max(254, _('blog.newsletter.invalidEmail'))
      .email(_('blog.newsletter.invalidEmail')),
  });
}

/** Why a sign-up failed, as the catalogue's id of what to tell the patient. */
export type NewsletterFailure =
  | { field: 'email'; message: 'blog.newsletter.invalidEmail' }
  | {
      field?: undefined;
      message:
        | 'blog.newsletter.rateLimited'
        | 'blog.newsletter.failed'
        | 'blog.errors.network'
        | 'blog.errors.timeout'
        | 'blog.errors.server';
    };

/**
 * The server's error by its code, never its English sentence: the address refused
 * (BAD_USER_INPUT on `email`), too many tries (RATE_LIMITED), no answer, a slow or broken server.
 */
export function newsletterFailure(error: unknown): NewsletterFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => e.extensions?.code);
    const fields = error.errors.map((e) => e.extensions?.fields as Record<string, unknown> | null);
    const refused = codes.some((code) => code === 'BAD_USER_INPUT');
    if (refused && fields.some((f) => f && 'email' in f)) {
      return { field: 'email', message: 'blog.newsletter.invalidEmail' };
    }
    if (codes.some((code) => code === 'RATE_LIMITED'))
      return { message: 'blog.newsletter.rateLimited' };
    return { message: 'blog.newsletter.failed' };
  }
  if ((error as Error)?.name === 'RequestTimeoutError') return { message: 'blog.errors.timeout' };
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return { message: error.statusCode >= 500 ? 'blog.errors.server' : 'blog.newsletter.failed' };
  }
  if (isNetworkError(error)) return { message: 'blog.errors.network' };
  return { message: 'blog.newsletter.failed' };
}

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutation);
}
