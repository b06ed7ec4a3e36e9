import { parseArgs } from 'node:util';
import type Stripe from 'stripe';
import { createPayments } from '../adapters/payments/index.js';
import { ValidationError } from '../errors.js';
import { createPaymentCustomers, createPaymentsRepository } from '../modules/payments/index.js';
import {
  COUPON_KIND,
  COUPON_TITLE,
  createCode,
  createSubscriptionsRepository,
  GROUP_PLAN_ID,
  productIdOf,
  readCatalogue,
  syncPlans,
} from '../modules/subscriptions/index.js';
import type { DatabaseCommand } from './commands.js';
import type { CliContext } from './context.js';

/** The SDK as the server has it. Events the CLI causes stay queued: the server's provider delivers them. */
function stripeOf({ config, database, clock }: CliContext): Stripe {
  const quiet = { error: () => undefined, warn: () => undefined };
  return createPayments(config, {
    db: database.db,
    clock,
    log: quiet,
    background: () => undefined,
    deliver: async () => false,
  }).stripe;
}

const subscriptionsOf = ({ database }: CliContext) => createSubscriptionsRepository(database.db);

const positive = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ValidationError(`--${name} must be a whole number above 0.`);
  return number;
};

const unixOf = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const milliseconds = Date.parse(value);
  if (Number.isNaN(milliseconds)) throw new ValidationError('--expires must be a date such as 2027-06-30.');
  return Math.floor(milliseconds / 1000);
};

export const billingCommands: Record<string, DatabaseCommand> = {
  'plans:sync': {
    usage:
      "plans:sync [--file F]   (makes the payment provider's products, prices and tax rates what the catalogue says; safe to repeat)",
    async run(args, context) {
      const { values } = parseArgs({ args, strict: true, options: { file: { type: 'string' } } });
      const catalogue = await readCatalogue(values.file ?? context.config.PLANS_FILE);
      const report = await syncPlans(stripeOf(context), catalogue);
      return { provider: context.config.PAYMENTS_PROVIDER, plans: catalogue.plans.length, ...report };
    },
  },
  'coupon:create': {
    usage:
      'coupon:create [--code CODE] (--percent P | --amount CENTS --currency usd) [--duration once|repeating|forever] [--months N] [--plan KEY] [--max-redemptions N] [--expires DATE] [--name N] [--pre-purchased] [--device SERIAL]   (without --code a random code is made; a pre-purchased code for any device is always random)',
    async run(args, context) {
      const { values } = parseArgs({
        args,
        strict: true,
        options: {
          code: { type: 'string' },
          percent: { type: 'string' },
          amount: { type: 'string' },
          currency: { type: 'string' },
          duration: { type: 'string', default: 'once' },
          months: { type: 'string' },
          plan: { type: 'string' },
          'max-redemptions': { type: 'string' },
          expires: { type: 'string' },
          name: { type: 'string' },
          'pre-purchased': { type: 'boolean', default: false },
          device: { type: 'string' },
        },
      });
      const prePurchased = values['pre-purchased'];
      const percent = prePurchased ? 100 : values.percent === undefined ? undefined : Number(values.percent);
      const amount = positive('amount', values.amount);
      if ((percent === undefined) === (amount === undefined))
        throw new ValidationError('Give either --percent or --amount (with --currency).');
      if (percent !== undefined && !(percent > 0 && percent <= 100))
        throw new ValidationError('--percent must be above 0 and at most 100.');
      if (amount !== undefined && !values.currency) throw new ValidationError('--amount needs --currency.');
      const duration = values.duration as Stripe.CouponCreateParams.Duration;
      if (!['once', 'repeating', 'forever'].includes(duration))
        throw new ValidationError('--duration must be once, repeating or forever.');
      // A code bound to a device is offered on that device's plan page, for one plan, once.
      if (values.device && !values.plan) throw new ValidationError('A code for one device names its plan: --plan KEY.');
      const maxRedemptions = positive('max-redemptions', values['max-redemptions']) ?? (values.device ? 1 : undefined);
      const name =
        values.name ?? (prePurchased ? 'Pre-purchased plan' : `${percent ?? ''}${percent ? '% off' : 'Discount'}`);
      const created = await createCode(
        stripeOf(context),
        subscriptionsOf(context),
        values.code,
        {
          name,
          duration,
          ...(duration === 'repeating' ? { duration_in_months: positive('months', values.months ?? '1') } : {}),
          ...(percent !== undefined ? { percent_off: percent } : { amount_off: amount, currency: values.currency }),
          ...(values.plan ? { applies_to: { products: [productIdOf(values.plan)] } } : {}),
          metadata: {
            [COUPON_KIND]: prePurchased ? 'prePurchased' : 'discount',
            [COUPON_TITLE]: name,
          },
        },
        { maxRedemptions, expiresAt: unixOf(values.expires), deviceUUID: values.device },
      );
      return { created: 'coupon', ...created };
    },
  },
  'credit:add': {
    usage:
      "credit:add --email E --amount CENTS [--currency C] [--description D]   (gives the account credit its next payments use before the card, in the account's currency, as an adjustment in Stripe's Dashboard does)",
    async run(args, context) {
      const { values } = parseArgs({
        args,
        strict: true,
        options: {
          email: { type: 'string' },
          amount: { type: 'string' },
          currency: { type: 'string' },
          description: { type: 'string' },
        },
      });
      const amount = positive('amount', values.amount);
      if (!amount) throw new ValidationError('Say how much credit to give, in cents: --amount CENTS.');
      const user = values.email ? await context.users.findByEmail(values.email) : undefined;
      if (!user) throw new ValidationError('Say whose account: --email of an existing user.');
      const stripe = stripeOf(context);
      const customers = createPaymentCustomers({ stripe, payments: createPaymentsRepository(context.database.db) });
      const customer = await customers.ensure({ id: user.id, email: user.email, name: user.name });
      // The account's currency once it has paid, else the one its purchases will be priced in (its country's).
      const currency = customer.currency ?? user.currency;
      if (values.currency && values.currency !== currency)
        throw new ValidationError(`This account pays in ${currency}: its credit must be in ${currency} too.`);
      const entry = await stripe.customers.createBalanceTransaction(customer.customerId, {
        amount: -amount,
        currency,
        description: values.description ?? 'Credit given by support',
      });
      return { credited: amount, currency, email: user.email, credit: -entry.ending_balance };
    },
  },
  'group-code:create': {
    usage:
      'group-code:create --plan KEY --max-devices N [--name N] [--expires DATE]   (devices that join get the plan, paid in full by the group; the code is made random)',
    async run(args, context) {
      const { values } = parseArgs({
        args,
        strict: true,
        options: {
          code: { type: 'string' },
          plan: { type: 'string' },
          'max-devices': { type: 'string' },
          name: { type: 'string' },
          expires: { type: 'string' },
        },
      });
      if (!values.plan) throw new ValidationError('Say which plan the group pays for: --plan KEY.');
      const maxDevices = positive('max-devices', values['max-devices']);
      if (!maxDevices) throw new ValidationError('Say how many devices may join: --max-devices N.');
      const name = values.name ?? 'Subscription group';
      return {
        created: 'group-code',
        plan: values.plan,
        ...(await createCode(
          stripeOf(context),
          subscriptionsOf(context),
          values.code,
          {
            name,
            duration: 'forever',
            percent_off: 100,
            applies_to: { products: [productIdOf(values.plan)] },
            metadata: { [COUPON_KIND]: 'group', [COUPON_TITLE]: name, [GROUP_PLAN_ID]: values.plan },
          },
          { maxRedemptions: maxDevices, expiresAt: unixOf(values.expires) },
        )),
      };
    },
  },
};
