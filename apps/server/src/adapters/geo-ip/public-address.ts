import { BlockList, isIP } from 'node:net';

/** Ranges that never belong to a country: private, loopback, link-local, shared, documentation, multicast, reserved. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address to look up, or null when it is not a public one. An IPv4 address a dual-stack socket reports as
 * `::ffff:a.b.c.d` is looked up as IPv4 (country databases list it only that way). Country databases also list
 * private ranges under their registrant's country, so those must be filtered out here.
 */
export function publicAddressOf(ip: string): string | null {
  const address = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
  const version = isIP(address);
  if (version === 0) return null;
  return notPublic.check(address, version === 4 ? 'ipv4' : 'ipv6') ? null : address;
}
