import { isIP } from 'node:net';

/** Fastify's `trustProxy` values that TRUST_PROXY can give. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

// proxy-addr (behind Fastify's trustProxy) names these ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: false (trust no proxy), true (trust every hop), a hop count, or a comma
 * list of proxy addresses, CIDR ranges and proxy-addr's names. Undefined when not valid.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // Fastify 5 reads a plain number as "trust nothing", since a hop count cannot tell the proxy
    // from a client that connects directly: it is honoured here as asked, and documented as
    // safe only when the app can be reached through the proxy alone.
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || !entries.every(isAddressOrRange)) return undefined;
  return entries;
}
