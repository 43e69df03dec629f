import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/** What a client token says: the session and the visitor it was issued to. */
export interface ClientTokenClaims {
  /** The session (conversation) id. */
  sessionId: string;
  /** The visitor's participant id, as a string. */
  participantId: string;
  /** When the token was issued, in epoch seconds. */
  iat: number;
}

const claimsSchema = z.object({
  sessionId: z.string(),
  participantId: z.string(),
  iat: z.number(),
});

// Standard base64 on purpose (protocols 10): the widget decodes the payload with plain `atob`,
// which rejects the base64url characters `-` and `_`.
const encode = (text: string | Buffer) => Buffer.from(text).toString('base64');

function sign(secret: Buffer, signed: string): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

/** Issues an HS256 JWT for the claims, every segment in standard base64 with padding. */
export function issueClientToken(secret: Buffer, claims: ClientTokenClaims): string {
  const signed = `${encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${encode(JSON.stringify(claims))}`;
  return `${signed}.${encode(sign(secret, signed))}`;
}

/** The claims of a token this secret signed, or undefined for anything else. */
export function verifyClientToken(secret: Buffer, token: string): ClientTokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header = '', payload = '', signature = ''] = parts;
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString()));
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
