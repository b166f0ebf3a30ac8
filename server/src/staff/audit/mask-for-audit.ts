/**
 * What the audit trail keeps of a record's fields: phones keep their last two digits, e-mail
 * addresses their first letter and domain, and symptoms nothing at all (only the patient's doctor
 * ever reads them). Nested objects and arrays are masked the same way.
 */
const PHONE_KEY = /phone|mobile|whatsapp/i;
const EMAIL_KEY = /e-?mail/i;
const WITHHELD_KEY = /^symptoms$|password|secret|token|recovery|^code$/i;

export const WITHHELD = '[withheld]';

export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 2 ? '**' : `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
}

export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return '***';
  return `${value[0]}***${value.slice(at)}`;
}

function maskValue(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (WITHHELD_KEY.test(key)) return WITHHELD;
  if (typeof value === 'string') {
    if (PHONE_KEY.test(key)) return maskPhone(value);
    if (EMAIL_KEY.test(key)) return maskEmail(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => maskValue(key, item));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return maskForAudit(value as Record<string, unknown>);
  return value;
}

export function maskForAudit(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, maskValue(key, value)]),
  );
}
