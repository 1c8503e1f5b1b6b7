import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@lutong/shared';
import { demo, launchBrowser, newPage, screenshot, uniqueEmail, waitForMail } from './support.js';
import { chooseGoogleAccount } from './google-steps.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

/**
 * Waits until the top navigation shows `label`, opening the burger menu when it is collapsed.
 * The menu may close again while the page settles (a lazy route replacing the layout, the
 * session refetching), so the check re-opens it on every poll instead of clicking once.
 */
async function expectNavLink(page: Page, label: string) {
  const nav = page.getByTestId('nav');
  const burger = nav.getByRole('button', { name: 'Menu' });
  const link = nav.getByRole('link', { name: label });
  await expect
    .poll(
      async () => {
        if (await link.isVisible()) return true;
        if ((await burger.isVisible()) && (await burger.getAttribute('aria-expanded')) !== 'true')
          await burger.click();
        return link.isVisible();
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe('accounts in the browser', () => {
  it('signs up, logs out and logs in again', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('adobo-sa-gata');
    await page.getByLabel('Confirm password').fill('adobo-sa-gata');
    await page.getByRole('button', { name: 'Signup' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectNavLink(page, 'PROFILE');

    await page.goto('/profile');
    await page.getByRole('button', { name: /log ?out/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectNavLink(page, 'LOGIN');

    await page.goto('/login');
    await fillLogin(page, email, 'wrong-password');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(messages.loginWrongCredentials);
    await fillLogin(page, email, 'adobo-sa-gata');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the signup mismatch message without calling the server', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Confirm password').fill('abcdefgx');
    await page.getByRole('button', { name: 'Signup' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(messages.signupPasswordsMismatch);
    await context.close();
  });

  it('sends a guest from /profile to /login and back to /profile after login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await screenshot(page, 'login-390');
    await fillLogin(page, demo.buyer.email, demo.buyer.password);
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(demo.buyer.email);
    await screenshot(page, 'profile-390');
    // a signed-in user is sent away from /login
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname !== '/login');
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link and ends the old sessions', async () => {
    const email = uniqueEmail('reset');
    const old = await newPage(browser);
    await old.page.goto('/signup');
    await old.page.getByLabel('Email').fill(email);
    await old.page.getByLabel('Password', { exact: true }).fill('old-password-1');
    await old.page.getByLabel('Confirm password').fill('old-password-1');
    await old.page.getByRole('button', { name: 'Signup' }).click();
    await old.page.waitForURL((url) => url.pathname === '/');

    const { context, page } = await newPage(browser);
    await page.goto('/forgotPasswordStageOne');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /reset|send/i }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(messages.forgotPasswordSent);

    const mail = await waitForMail(email, undefined, (m) => /reset/i.test(m.subject));
    const link = mail.links[0] ?? '';
    await page.goto(link);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your new password' }).isVisible())
      .toBe(true);
    const inputs = page.locator('input[type="password"]');
    await inputs.nth(0).fill('new-password-1');
    await inputs.nth(1).fill('new-password-2');
    await page.getByRole('button', { name: 'Create Password and Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(messages.resetPasswordsMismatch);
    await inputs.nth(1).fill('new-password-1');
    await page.getByRole('button', { name: 'Create Password and Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // the session opened before the reset is gone
    await old.page.goto('/profile');
    await old.page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(old.page, email, 'new-password-1');
    await old.page.waitForURL((url) => url.pathname === '/profile');
    await old.context.close();
    await context.close();
  });

  it('signs in with Google through the identity simulator', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    const email = uniqueEmail('google');
    await page.goto('/login');
    await chooseGoogleAccount(context, page, email, 'Rizal Mercado');
    await page.waitForURL((url) => url.pathname === '/');
    const me = await page.evaluate(async () => (await fetch('/api/v1/users/loggedin')).json());
    expect(me).toMatchObject({ loggedIn: true, data: { user: { email } } });
    await context.close();
  });
});
