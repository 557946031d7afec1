/**
 * Decision 0061: how many addresses one account may register for smart DNS at a time (home,
 * office, a holiday flat…); the oldest must be removed before another is added.
 */
export const MAX_SMART_DNS_ADDRESSES = 5;

/** An address as registered: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 it carries. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip.trim());
  return mapped?.[1] ?? ip.trim().toLowerCase();
}
