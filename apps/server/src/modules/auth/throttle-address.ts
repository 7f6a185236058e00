import { isIPv6 } from 'node:net';

// One IPv6 host is usually given a whole /64, so counting its addresses one by one would give a
// guesser billions of fresh addresses. IPv4 addresses count one by one.

function ipv6Groups(part: string): string[] {
  if (part === '') return [];
  // An embedded IPv4 address (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  return part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
}

/** The address a sign-in attempt is counted under: an IPv4 address, or an IPv6 address's /64. */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const first = ipv6Groups(head);
  const last = tail === undefined ? [] : ipv6Groups(tail);
  const zeros = Array<string>(8 - first.length - last.length).fill('0');
  const groups = [...first, ...zeros, ...last].slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
