// A staff member's session for a bench scenario, as signing in makes one: the row holds the
// token's SHA-256, the cookie the token. No password: the account cannot sign in.
import { createHash, randomBytes } from 'node:crypto';

/** Makes (or re-enables) the account `email` with `role` and answers a session token for it. */
export async function staffSession(query, { email, name, role }) {
  const [{ id }] = await query(
    `INSERT INTO staff_account (email, name, role, password_hash)
     VALUES ($1, $2, $3, '!no password: bench only')
     ON CONFLICT (email) DO UPDATE SET disabled_at = NULL RETURNING id`,
    [email, name, role],
  );
  const token = randomBytes(32).toString('base64url');
  await query(
    `INSERT INTO staff_session (id, staff_id, created_at, last_seen_at, ends_at, enrolment_only, address)
     VALUES ($1, $2, now(), now(), now() + interval '12 hours', false, '127.0.0.1')`,
    [createHash('sha256').update(token).digest('hex'), id],
  );
  return token;
}
