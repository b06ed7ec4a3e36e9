import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a newcomer: embedded database, demo data, ALTCHA, port 8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', INGEST_PORT: 5055, DATA_DIR: './data', CAPTCHA_PROVIDER: 'altcha' });
    expect(config.demo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.production).toBe(false);
  });

  it('turns demo data off on PostgreSQL unless asked, and reads flags', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', PAYMENTS_SIMULATED: '1' }).demo).toBe(false);
  });

  it('trims the trailing slash of PUBLIC_URL and ignores empty variables', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://track.example.com/' }).publicUrl).toBe('https://track.example.com');
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });

  it('logs each request in production, and in development only at debug level', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', PAYMENTS_SIMULATED: '1' };
    expect(loadConfig(production).requestLogs).toBe(true);
    expect(loadConfig({}).requestLogs).toBe(false);
    expect(loadConfig({ LOG_LEVEL: 'debug' }).requestLogs).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'trace' }).requestLogs).toBe(true);
  });

  it('is secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://track.example.com' }).secure).toBe(true);
    expect(loadConfig({}).secure).toBe(false);
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/PORT:[^]*CAPTCHA_PROVIDER:/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow('CAPTCHA_PROVIDER=recaptcha needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET');
  });

  it('has map tiles from OpenStreetMap and Esri by default, and takes other tile URL templates', () => {
    const config = loadConfig({});
    expect(config.MAP_STREET_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_SATELLITE_TILE_URL).toBe('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}');
    expect(config.MAP_STREET_ATTRIBUTION).toContain('OpenStreetMap');
    expect(config.MAP_SATELLITE_ATTRIBUTION).toContain('Esri');
    const custom = loadConfig({ MAP_STREET_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}@2x.png', MAP_SATELLITE_TILE_URL: '/tiles/{z}/{x}/{y}.jpg' });
    expect(custom.MAP_STREET_TILE_URL).toBe('https://{s}.tiles.example.org/{z}/{x}/{y}@2x.png');
    expect(custom.MAP_SATELLITE_TILE_URL).toBe('/tiles/{z}/{x}/{y}.jpg');
  });

  it("retries a failed renewal after 3, 5 and 7 days unless PAYMENT_RETRY_DAYS says otherwise, which it checks", () => {
    expect(loadConfig({}).PAYMENT_RETRY_DAYS).toEqual([3, 5, 7]);
    expect(loadConfig({ PAYMENT_RETRY_DAYS: '1,2' }).PAYMENT_RETRY_DAYS).toEqual([1, 2]);
    expect(() => loadConfig({ PAYMENT_RETRY_DAYS: '3;5' })).toThrow('PAYMENT_RETRY_DAYS: must be 1 to 8 numbers of days separated by commas, such as 3,5,7');
    expect(() => loadConfig({ PAYMENT_RETRY_DAYS: '0,40' })).toThrow('PAYMENT_RETRY_DAYS: each retry must come 1 to 30 days after the one before');
  });

  it('cancels a plan whose retries are used up unless PAYMENT_RETRY_END keeps it unpaid', () => {
    expect(loadConfig({}).PAYMENT_RETRY_END).toBe('cancel');
    expect(loadConfig({ PAYMENT_RETRY_END: 'unpaid' }).PAYMENT_RETRY_END).toBe('unpaid');
    expect(() => loadConfig({ PAYMENT_RETRY_END: 'forgive' })).toThrow('PAYMENT_RETRY_END');
  });

  it("delivers the local provider's events in order unless the test switch makes them unruly", () => {
    expect(loadConfig({}).LOCAL_PAYMENT_EVENTS).toBe('in-order');
    expect(loadConfig({ LOCAL_PAYMENT_EVENTS: 'unruly' }).LOCAL_PAYMENT_EVENTS).toBe('unruly');
    expect(() => loadConfig({ LOCAL_PAYMENT_EVENTS: 'shuffled' })).toThrow('LOCAL_PAYMENT_EVENTS');
  });

  it('pays through the local provider by default; Stripe needs its three keys, each named when missing or malformed', () => {
    expect(loadConfig({}).PAYMENTS_PROVIDER).toBe('local');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY[^]*STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(/PAYMENTS_PROVIDER: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are used only with PAYMENTS_PROVIDER=stripe/);
    const stripe = loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(stripe.PAYMENTS_PROVIDER).toBe('stripe');
  });

  it('refuses production without a payment provider chosen, and the local provider there unless PAYMENTS_SIMULATED says it is meant', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER: NODE_ENV=production needs PAYMENTS_PROVIDER set/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' })).toThrow(/PAYMENTS_SIMULATED: PAYMENTS_PROVIDER=local in production takes no money/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', PAYMENTS_SIMULATED: '0' })).toThrow(/PAYMENTS_SIMULATED/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', PAYMENTS_SIMULATED: '1', ...stripeKeys })).toThrow(
      /PAYMENTS_SIMULATED: PAYMENTS_SIMULATED is used only with PAYMENTS_PROVIDER=local/,
    );

    const simulated = loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', PAYMENTS_SIMULATED: '1' });
    expect(simulated).toMatchObject({ production: true, PAYMENTS_PROVIDER: 'local', paymentsSimulated: true });
    const seller = { SELLER_NAME: 'Acme Tracking Ltd', SELLER_ADDRESS: '1 High Street\\nLondon', SELLER_TAX_ID: 'GB123456789' };
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', ...stripeKeys, ...seller }).paymentsSimulated).toBe(false);
    // Outside production the local provider is the default and says nothing, unless asked to.
    expect(loadConfig({}).paymentsSimulated).toBe(false);
    expect(loadConfig({ PAYMENTS_SIMULATED: '1' }).paymentsSimulated).toBe(true);
  });

  it('names the seller of the invoices: development defaults, the address line by line, and every part given in production with Stripe', () => {
    expect(loadConfig({}).seller).toEqual({ name: 'Lodestar', address: ['1 Example Street', 'Sydney NSW 2000', 'Australia'], tax_id_label: 'ABN', tax_id: '00 000 000 000' });
    expect(loadConfig({ PRODUCT_NAME: 'Acme Track' }).seller.name).toBe('Acme Track');
    const given = { SELLER_NAME: 'Acme Tracking Ltd', SELLER_ADDRESS: '1 High Street\nLondon\\nEC1A 1AA ', SELLER_TAX_ID: 'GB123456789', SELLER_TAX_ID_LABEL: 'VAT number' };
    expect(loadConfig(given).seller).toEqual({ name: 'Acme Tracking Ltd', address: ['1 High Street', 'London', 'EC1A 1AA'], tax_id_label: 'VAT number', tax_id: 'GB123456789' });
    expect(() => loadConfig({ SELLER_ADDRESS: 'a\nb\nc\nd\ne\nf\ng' })).toThrow(/SELLER_ADDRESS: must be 1 to 6 lines/);
    expect(() => loadConfig({ SELLER_TAX_ID: 'x'.repeat(41) })).toThrow(/SELLER_TAX_ID/);

    const stripe = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(() => loadConfig(stripe)).toThrow(/SELLER_NAME: NODE_ENV=production with PAYMENTS_PROVIDER=stripe needs SELLER_NAME[\s\S]*SELLER_ADDRESS[\s\S]*SELLER_TAX_ID/);
    expect(loadConfig({ ...stripe, ...given }).seller.tax_id).toBe('GB123456789');
    // A simulated portal takes no money: its invoices may keep the defaults.
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', PAYMENTS_SIMULATED: '1' }).seller.name).toBe('Lodestar');
  });

  it('reads the country database from node_modules unless GEOIP_DATABASE names a licensed file', () => {
    expect(loadConfig({}).GEOIP_DATABASE).toBeUndefined();
    expect(loadConfig({ GEOIP_DATABASE: '/srv/geoip/GeoLite2-Country.mmdb' }).GEOIP_DATABASE).toBe('/srv/geoip/GeoLite2-Country.mmdb');
  });

  it('reads TRUST_PROXY as the number of proxies in front (0: none), and the old on/off words as 1 and 0', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    for (const [value, hops] of [['0', 0], ['1', 1], ['2', 2], ['true', 1], ['on', 1], ['false', 0], ['no', 0]] as const) {
      expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY, value).toBe(hops);
    }
    for (const value of ['-1', '1.5', 'all', '10.0.0.0/8']) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('keeps history until deleted unless HISTORY_RETENTION_DAYS says for how many days, which it checks', () => {
    expect(loadConfig({}).historyRetentionDays).toBeNull();
    expect(loadConfig({ HISTORY_RETENTION_DAYS: '0' }).historyRetentionDays).toBeNull();
    expect(loadConfig({ HISTORY_RETENTION_DAYS: '400' }).historyRetentionDays).toBe(400);
    for (const value of ['-1', '1.5', 'forever']) {
      expect(() => loadConfig({ HISTORY_RETENTION_DAYS: value }), value).toThrow(/HISTORY_RETENTION_DAYS/);
    }
  });

  it.each([
    ['no {z}/{x}/{y}', 'https://tile.example.org/tile.png'],
    ['another scheme', 'ftp://tile.example.org/{z}/{x}/{y}.png'],
    ['a protocol-relative address', '//tile.example.org/{z}/{x}/{y}.png'],
    ['no address at all', 'tiles {z} {x} {y}'],
  ])('refuses a tile URL template with %s', (_case, template) => {
    expect(() => loadConfig({ MAP_STREET_TILE_URL: template })).toThrow(/MAP_STREET_TILE_URL/);
  });
});
