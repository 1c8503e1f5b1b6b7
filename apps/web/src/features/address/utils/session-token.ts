/**
 * A Places session token (decision 027): a random UUID v4, generated once per address entry and
 * sent with every suggestion lookup and with the pick that ends it, so Google bills the session as
 * one. Built from getRandomValues, which (unlike randomUUID) also works on a plain-http LAN host.
 */
export function newSessionToken(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
