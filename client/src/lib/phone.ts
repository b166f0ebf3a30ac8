// Phone numbers are stored as 10 digits and shown as +91 98765 43210.

function tenDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** "9876543210" -> "+91 98765 43210"; anything that is not 10 digits is returned as given. */
export function formatPhone(number: string): string {
  const digits = tenDigits(number);
  if (digits.length !== 10) return number;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** tel: link that dials from any phone, e.g. tel:+919876543210 */
export function telHref(number: string): string {
  const digits = tenDigits(number);
  return digits.length === 10 ? `tel:+91${digits}` : `tel:${digits}`;
}

/** WhatsApp chat link, e.g. https://wa.me/919876543210?text=Hello */
export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/91${tenDigits(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * What a phone input keeps of what was typed or pasted: digits only, at most 10. A pasted
 * "+91 98765 43210" or "098765 43210" keeps the number, not the country or trunk prefix.
 */
export function phoneDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, 10);
}
