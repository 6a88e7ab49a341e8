/** Random ids and tokens from Web Crypto, so the same code runs in Node and in a worker. */

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export const randomHex = (bytes: number): string => hex(crypto.getRandomValues(new Uint8Array(bytes)));

export function base64url(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function fromBase64url(text: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
}

/** A version 4 UUID (crypto.randomUUID needs a secure context). */
export function uuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A JWT-shaped token; the engine only compares it, never verifies a signature. */
export function token(claims: Record<string, unknown>): string {
  return [
    base64url(JSON.stringify({alg: 'HS256', typ: 'JWT'})),
    base64url(JSON.stringify(claims)),
    base64url(crypto.getRandomValues(new Uint8Array(32))),
  ].join('.');
}
