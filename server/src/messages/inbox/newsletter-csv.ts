/**
 * A cell a spreadsheet will not run: one starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before reading a formula) gets a leading apostrophe (OWASP's
 * advice on CSV injection), and every cell is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Lines joined with CRLF (RFC 4180), ending with one. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
