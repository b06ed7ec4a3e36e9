/** The IP → country port: a country mmdb read with `maxmind`, the CC0 one shipped in node_modules by default. */
export interface GeoIpLocator {
  /** The ISO 3166-1 alpha-2 code (`AU`) of the address's country, or null when unknown or not public. Never throws. */
  countryOf(ip: string): Promise<string | null>;
}
