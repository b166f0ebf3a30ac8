/** An instant as the clinic reads it: "27 Nov 2026, 9:30 am" in India's time. */
export function postTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
