import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters the patient's browser keeps until checkout. */
export const newUploadToken = (): string => randomBytes(32).toString('base64url');

export const UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored of a token: a leaked table holds no token that could attach its file. */
export const hashOfToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** How long an upload waits for its order: a patient fills in checkout well within it. */
export const UPLOAD_TOKEN_LIFETIME_MS = 2 * 60 * 60_000;
