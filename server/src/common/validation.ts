import { validate } from 'class-validator';
import { fieldErrors, validationError } from './errors';

/**
 * Validates an args/input instance with the same class-validator rules TypeGraphQL applies, so
 * the REST adapter answers bad input exactly as GraphQL does (VALIDATION with named fields).
 */
export async function assertValid<T extends object>(instance: T): Promise<T> {
  const errors = await validate(instance, { forbidUnknownValues: false });
  if (errors.length > 0) throw validationError(fieldErrors(errors));
  return instance;
}

/** A query-string value as one string; repeated parameters (`?a=1&a=2`) take the first. */
export function queryText(value: unknown): string | undefined {
  if (Array.isArray(value)) return queryText(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/**
 * A query-string integer: the number when the text is one, otherwise the text itself so the
 * validator rejects it with the field's own message.
 */
export function queryInt(value: unknown): number | string | undefined {
  const text = queryText(value)?.trim();
  if (text === undefined || text === '') return undefined;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : text;
}
