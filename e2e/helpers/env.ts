/** What scripts/e2e.mjs hands the tests: where the server is and the accounts it prepared. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\`.`);
  return value;
}

export const baseUrl = (): string => required('BASE_URL').replace(/\/$/, '');

/** The verified account with two-step sign-in that the admin CLI made before the server started. */
export const twoFactorUser = () => ({
  email: required('E2E_TWO_FACTOR_EMAIL'),
  password: required('E2E_TWO_FACTOR_PASSWORD'),
  name: required('E2E_TWO_FACTOR_NAME'),
  secret: required('E2E_TWO_FACTOR_SECRET'),
});
