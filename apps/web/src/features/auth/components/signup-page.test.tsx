import { messages, passwordRules, signUpEndpoints } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const ruleItem = (message: string) => screen.getByText(message).closest('li') as HTMLElement;
const isMet = (message: string) => within(ruleItem(message)).queryByTitle('Rule met') !== null;

describe('sign-up', () => {
  it('ticks each password rule as it is typed and enables Continue only when all pass', async () => {
    const { user } = renderApp('/signup');
    const password = await screen.findByLabelText('Password');
    const submit = screen.getByRole('button', { name: 'Continue' });

    expect(passwordRules.map((rule) => isMet(rule.message))).toEqual([false, false, false, false, false]);
    expect(submit).toBeDisabled();

    await user.type(password, 'abc');
    expect(passwordRules.map((rule) => isMet(rule.message))).toEqual([true, false, false, false, false]);
    expect(submit).toBeDisabled();

    await user.type(password, 'D1!');
    expect(passwordRules.map((rule) => isMet(rule.message))).toEqual([true, true, true, true, false]);
    expect(submit).toBeDisabled();

    await user.type(password, 'ef');
    expect(passwordRules.every((rule) => isMet(rule.message))).toBe(true);
    expect(submit).toBeEnabled();
  });

  it('asks for the country and the terms before sending anything', async () => {
    let called = false;
    server.use(
      onCallOffContract(signUpEndpoints.signup, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(messages.countryRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.termsRequired)).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('posts the account with the currency of the country and lands on the resend screen', async () => {
    let body: unknown;
    server.use(
      onCall(signUpEndpoints.signup, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { success: true, message: messages.verificationSent, authHeader: 'Bearer new', user: userFixture() },
          { status: 201 },
        );
      }),
    );
    const { user, router } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.test');
    await user.type(screen.getByLabelText('Country'), 'Austral');
    await user.click(await screen.findByRole('option', { name: 'Australia' }));
    await user.type(screen.getByLabelText('Password'), 'Secret1!x');
    // The terms open over the form, which keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Terms of Service and Privacy Policy' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service and Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      country: 'AU',
      currency: 'aud',
      password: 'Secret1!x',
      // The browser's time zone becomes the account's.
      timezone: browserTimeZone(),
    });
    expect(body).toMatchObject({ timezone: expect.any(String) });
    expect(router.state.location.pathname).toBe('/resendVerificationEmail/ada%40example.test');
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
  });

  it('shows the server message when the account cannot be created', async () => {
    server.use(
      onCall(signUpEndpoints.signup, () =>
        HttpResponse.json(
          { success: false, message: 'Validation failed', errors: ['Name must be at most 60 characters.'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Country'), 'New Zea');
    await user.click(await screen.findByRole('option', { name: 'New Zealand' }));
    await user.type(screen.getByLabelText('Password'), 'Secret1!x');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Name must be at most 60 characters.')).toBeInTheDocument();
  });
});
