import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { baseUrl } from '../helpers/env.js';
import { waitForMail } from '../helpers/mailbox.js';
import { openSignedIn } from '../helpers/pages.js';

const html = (page: Page) => page.locator('html');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test("the sign-in page speaks the browser's language; its menu's choice stays with the browser, mirrored for Arabic", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await expect(html(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByText('¿No tienes cuenta?')).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('es');

  await page.getByLabel('Idioma').selectOption('ar');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('اللغة')).toHaveValue('ar');
  // Mirrored: the field's label sits at its right end, where Arabic is read from.
  const field = await page.getByLabel('اللغة').boundingBox();
  const label = await page.locator('label', { hasText: 'اللغة' }).boundingBox();
  expect(label!.x + label!.width / 2).toBeGreaterThan(field!.x + field!.width / 2);

  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  // An account that saved no language keeps the browser's choice once signed in.
  const account = await createVerifiedAccount(newPerson('browser-language'));
  await openSignedIn(page, await signInByApi(account), '/user/account');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(section(page, 'اللغة')).toBeVisible();
  await context.close();
});

test("an account's saved language: chosen in Account settings, shown on any browser it signs in on, and its mails'", async ({
  page,
  browser,
}) => {
  const account = await createVerifiedAccount(newPerson('saved-language'));
  await openSignedIn(page, await signInByApi(account), '/user/account');
  await expect(html(page)).toHaveAttribute('lang', 'en');

  await section(page, 'Language').getByLabel('Language').selectOption('de');
  await expect(page.getByText('Erfolgreich gespeichert')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(section(page, 'Profil')).toBeVisible();

  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  const session = await signInByApi(account);
  await openSignedIn(other, session, '/user/account');
  await expect(html(other)).toHaveAttribute('lang', 'de');
  await expect(section(other, 'Sprache').getByLabel('Sprache')).toHaveValue('de');
  await elsewhere.close();

  const changed = await fetch(`${baseUrl()}/api/v2/account/password`, {
    method: 'PUT',
    headers: { authorization: session, 'content-type': 'application/json' },
    body: JSON.stringify({ old: account.password, new: `${account.password}-Neu`, confirmation: `${account.password}-Neu` }),
  });
  expect(changed.status).toBe(200);
  const mail = await waitForMail(account.email, /Dein Passwort wurde geändert/);
  expect(mail.html).toContain('<html lang="de" dir="ltr">');
});
