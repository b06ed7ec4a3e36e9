import { z } from 'zod';
import { captchaProviderSchema, NOTIFICATION_RETENTION_DAYS_DEFAULT, type Seller } from '@lodestar/contract';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const port = z.coerce.number().int().min(0).max(65535);

/**
 * How many proxies stand in front of the server (0: none). Each appends the address it saw to X-Forwarded-For, and
 * the client may write anything left of those, so only this many rightmost entries are believed. The on/off words
 * of earlier releases mean 1 and 0.
 */
const proxyHops = z.union([flag.transform(Number), z.string().regex(/^\d{1,2}$/).transform(Number)], {
  error: 'must be the number of proxies in front of the server (0: none)',
});

/**
 * Whom a listener believes about the client's address, as Fastify's `trustProxy`: the TRUST_PROXY nearest hops. The API
 * and the OsmAnd listener both take it from here, so a client has one address wherever it connects. Fastify reads a
 * bare number as "trust nobody", so the count goes in a function.
 */
export const trustedProxies = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * A map tile URL template as Leaflet takes it: http(s) or a path on this server, with {z}, {x} and {y} ({s} for a
 * subdomain allowed). The browser loads the tiles itself, so the Content-Security-Policy allows the template's host.
 */
const tileUrlTemplate = z
  .string()
  .refine((template) => ['{z}', '{x}', '{y}'].every((part) => template.includes(part)), 'must contain {z}, {x} and {y}')
  .refine((template) => {
    if (template.startsWith('/')) return !template.startsWith('//');
    try {
      return ['http:', 'https:'].includes(new URL(template.replace(/\{[a-z]+\}/g, 'a')).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) address or a path on this server');
const attribution = z.string().min(1).max(1000);

/** Every environment variable the server and the CLI read, validated in one place. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    INGEST_PORT: port.default(5055),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    PRODUCT_NAME: z.string().min(1).max(60).default('Lodestar'),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Lodestar <no-reply@lodestar.local>'),
    CAPTCHA_PROVIDER: captchaProviderSchema.default('altcha'),
    CAPTCHA_SITE_KEY: z.string().optional(),
    CAPTCHA_SECRET: z.string().optional(),
    CAPTCHA_VERIFY_URL: z.url().optional(),
    ALTCHA_HMAC_KEY: z.string().min(16).optional(),
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
    REDIS_URL: z.url().optional(),
    REVERSE_GEOCODER: z.enum(['local', 'nominatim']).default('local'),
    NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org'),
    /** A licensed country mmdb (MaxMind GeoLite2/GeoIP2 Country); unset: the CC0 database shipped in node_modules. */
    GEOIP_DATABASE: z.string().min(1).optional(),
    DEMO: flag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: proxyHops.default(0),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Requests per minute one client address may make outside the API: the web app's pages and files, the dev routes. */
    WEB_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    EXPENSIVE_READS_MS_PER_MINUTE: z.coerce.number().int().min(1).default(20_000),
    /** Failed sign-ins from one address in a quarter of an hour after which it may not sign in until the quarter ends. */
    SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    /** Password reset (or verification) mails the public forms send to one address an hour. */
    LINK_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
    /** Confirmation links one account may mail to new notification addresses an hour (a device's full list). */
    NOTIFICATION_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** OsmAnd reports one identifier may send a minute (known or not, so the limit tells nothing): all a known device is held to. */
    OSMAND_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** OsmAnd reports one client address may send a minute that no known device sent (unknown identifiers, malformed). */
    OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).default(1200),
    /** Days a notification is kept in the notification centre before it is pruned. */
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(NOTIFICATION_RETENTION_DAYS_DEFAULT),
    /**
     * Days location history is kept for the accounts that chose no retention of their own; 0 keeps it until deleted,
     * so that upgrading an installation never deletes history nobody asked to delete.
     */
    HISTORY_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(0),
    /** Prefix of the rate-limit keys in Redis (REDIS_URL), so several deployments can share one Redis. */
    RATE_LIMIT_KEY_PREFIX: z.string().min(1).max(100).default('lodestar:rate-limit:'),
    SUPPORT_URL: z.url().default('https://lodestar.example/support'),
    CONTACT_URL: z.url().default('https://lodestar.example/contact'),
    /** The privacy policy and terms; unset, both are the portal's own page (/privacyAndTerms). */
    PRIVACY_URL: z.url().optional(),
    TERMS_URL: z.url().optional(),
    WARRANTY_URL: z.url().default('https://lodestar.example/warranty'),
    APP_STORE_URL: z.url().default('https://apps.apple.com/'),
    PLAY_STORE_URL: z.url().default('https://play.google.com/store/apps'),
    WEB_DIST_DIR: z.string().optional(),
    MAP_STREET_TILE_URL: tileUrlTemplate.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_STREET_ATTRIBUTION: attribution.default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    MAP_SATELLITE_TILE_URL: tileUrlTemplate.default('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
    MAP_SATELLITE_ATTRIBUTION: attribution.default('Tiles &copy; Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community'),
    PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    /**
     * Says that payments are simulated on purpose: production with the local provider needs it (no money moves there),
     * and every page then shows a test-payments banner.
     */
    PAYMENTS_SIMULATED: flag.optional(),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be the webhook signing secret (whsec_…)').optional(),
    /** Who the invoices are from (their seller): unset, the product's name (PRODUCT_NAME). */
    SELLER_NAME: z.string().min(1).max(100).optional(),
    /** The seller's address, its lines separated by newlines (or by the two characters \n). */
    SELLER_ADDRESS: z
      .string()
      .max(500)
      .default('1 Example Street\nSydney NSW 2000\nAustralia')
      .transform((value) => value.split(/\r?\n|\\n/).map((line) => line.trim()).filter((line) => line !== ''))
      .refine((lines) => lines.length >= 1 && lines.length <= 6, 'must be 1 to 6 lines')
      .refine((lines) => lines.every((line) => line.length <= 100), 'each line must be at most 100 characters'),
    /** The seller's tax number, and what it is called where they are registered. */
    SELLER_TAX_ID: z.string().min(1).max(40).default('00 000 000 000'),
    SELLER_TAX_ID_LABEL: z.string().min(1).max(30).default('ABN'),
    /** The plan catalogue `plans:sync` reads, and the local provider is seeded from. */
    PLANS_FILE: z.string().min(1).optional(),
    /**
     * The local provider's retries of a failed renewal: days after each failed attempt until the next (Stripe's Smart
     * Retries, set in its Dashboard, play this part with Stripe). Once they are used up, PAYMENT_RETRY_END applies.
     */
    PAYMENT_RETRY_DAYS: z
      .string()
      .regex(/^\d{1,2}(,\d{1,2}){0,7}$/, 'must be 1 to 8 numbers of days separated by commas, such as 3,5,7')
      .default('3,5,7')
      .transform((value) => value.split(',').map(Number))
      .refine((days) => days.every((day) => day >= 1 && day <= 30), 'each retry must come 1 to 30 days after the one before'),
    /**
     * With the local provider, what a plan becomes when its last retry fails: canceled, or kept `unpaid` (its line
     * suspended until a new card pays it), as Stripe's Dashboard offers.
     */
    PAYMENT_RETRY_END: z.enum(['cancel', 'unpaid']).default('cancel'),
    /**
     * A test switch of the local provider: `unruly` delivers its events as Stripe may, late, out of order and twice
     * (each after the events that followed it, then each once more). Off (`in-order`) by default.
     */
    LOCAL_PAYMENT_EVENTS: z.enum(['in-order', 'unruly']).default('in-order'),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `PAYMENTS_PROVIDER=stripe needs ${key}` });
      }
      if (env.PAYMENTS_SIMULATED) {
        ctx.addIssue({ code: 'custom', path: ['PAYMENTS_SIMULATED'], message: 'PAYMENTS_SIMULATED is used only with PAYMENTS_PROVIDER=local: remove it' });
      }
    } else if (env.STRIPE_SECRET_KEY || env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are used only with PAYMENTS_PROVIDER=stripe: set it, or remove them',
      });
    }
    const needsKeys = env.CAPTCHA_PROVIDER === 'recaptcha' || env.CAPTCHA_PROVIDER === 'turnstile';
    if (needsKeys && (!env.CAPTCHA_SITE_KEY || !env.CAPTCHA_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_SECRET'],
        message: `CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  /** PUBLIC_URL is https: HSTS, upgraded requests and Secure cookies. */
  secure: boolean;
  demo: boolean;
  production: boolean;
  /** A log line for each request: off in development unless LOG_LEVEL is debug or trace. */
  requestLogs: boolean;
  /** HISTORY_RETENTION_DAYS, null when history is kept until deleted (0). */
  historyRetentionDays: number | null;
  /** Payments go to the local provider and the installation says so on every page: in production, or when asked. */
  paymentsSimulated: boolean;
  /** Who the invoices are from, as they name them. */
  seller: Seller;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(relevant);
  const issues = [
    ...(parsed.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    ...productionPaymentIssues(relevant),
    ...productionSellerIssues(relevant),
  ];
  if (!parsed.success || issues.length > 0) {
    const lines = issues.map(({ path, message }) => `  ${path || 'environment'}: ${message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    publicUrl,
    secure: publicUrl.startsWith('https://'),
    demo: env.DEMO ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
    production: env.NODE_ENV === 'production',
    // A person running the server in development reads what happens, not every call the app and the demo devices
    // make. Production keeps them (the operator's access log), and the tests read them.
    requestLogs: env.NODE_ENV !== 'development' || env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace',
    historyRetentionDays: env.HISTORY_RETENTION_DAYS || null,
    paymentsSimulated: env.PAYMENTS_PROVIDER === 'local' && (env.NODE_ENV === 'production' || env.PAYMENTS_SIMULATED === true),
    seller: {
      name: env.SELLER_NAME ?? env.PRODUCT_NAME,
      address: env.SELLER_ADDRESS,
      tax_id_label: env.SELLER_TAX_ID_LABEL,
      tax_id: env.SELLER_TAX_ID,
    },
  };
}

/**
 * Invoices that take real money name the real seller: production with Stripe needs the seller's name, address and tax
 * number given, never the development defaults. A simulated portal (the local provider) takes no money and keeps them.
 */
function productionSellerIssues(given: Record<string, string | undefined>): { path: string; message: string }[] {
  if (given.NODE_ENV !== 'production' || given.PAYMENTS_PROVIDER !== 'stripe') return [];
  return (['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_TAX_ID'] as const)
    .filter((key) => given[key] === undefined)
    .map((key) => ({ path: key, message: `NODE_ENV=production with PAYMENTS_PROVIDER=stripe needs ${key}: invoices name their seller` }));
}

/**
 * Production takes payments only from a provider someone chose: the default (the local provider, where no money moves)
 * is refused unless PAYMENTS_PROVIDER names it and PAYMENTS_SIMULATED says the simulation is meant. Read from the
 * variables as given, since the schema fills in the default.
 */
function productionPaymentIssues(given: Record<string, string | undefined>): { path: string; message: string }[] {
  if (given.NODE_ENV !== 'production') return [];
  if (given.PAYMENTS_PROVIDER === undefined) {
    return [
      {
        path: 'PAYMENTS_PROVIDER',
        message: 'NODE_ENV=production needs PAYMENTS_PROVIDER set: stripe to take payments, or local with PAYMENTS_SIMULATED=1 for a portal where no money moves',
      },
    ];
  }
  const simulated = flag.safeParse(given.PAYMENTS_SIMULATED);
  if (given.PAYMENTS_PROVIDER === 'local' && !(simulated.success && simulated.data)) {
    return [
      {
        path: 'PAYMENTS_SIMULATED',
        message: 'PAYMENTS_PROVIDER=local in production takes no money: set PAYMENTS_SIMULATED=1 to run it so (every page then says so)',
      },
    ];
  }
  return [];
}
