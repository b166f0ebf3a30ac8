import { tokenMatches, tokenSignupId, unsubscribeLink, unsubscribeToken } from './unsubscribe-link';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const signup = { id: 42, email: 'asha@example.in' };

describe('unsubscribe links', () => {
  it('carry the sign-up id and a signature, never the address', () => {
    const link = unsubscribeLink('https://clinic.example.in', SECRET, signup);
    expect(link).toMatch(/^https:\/\/clinic\.example\.in\/newsletter\/unsubscribe\/42\.[\w-]{43}$/);
    expect(link).not.toMatch(/asha|example\.in\/.*example/);
    expect(decodeURIComponent(link)).not.toContain('asha');
  });

  it('match only the sign-up and secret they were made for', () => {
    const token = unsubscribeToken(SECRET, signup);
    expect(tokenSignupId(token)).toBe(42);
    expect(tokenMatches(SECRET, token, signup)).toBe(true);
    expect(tokenMatches('another-secret-of-at-least-32-characters', token, signup)).toBe(false);
    expect(tokenMatches(SECRET, token, { id: 42, email: 'other@example.in' })).toBe(false);
    const tampered = `43${token.slice(2)}`;
    expect(tokenMatches(SECRET, tampered, { id: 43, email: signup.email })).toBe(false);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(tokenMatches(SECRET, flipped, signup)).toBe(false);
  });

  it.each(['', '42', '42.', 'x.abc', '0.' + 'a'.repeat(43), '42.' + 'a'.repeat(42), '42.a/b'])(
    'names no sign-up for the malformed token %j',
    (token) => {
      expect(tokenSignupId(token)).toBeNull();
    },
  );
});
