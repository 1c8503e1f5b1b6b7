import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@lutong/shared';
import { launchBrowser, newPage, screenshot, uniqueEmail, waitForMail } from './support.js';
import { chooseGoogleAccount } from './google-steps.js';

// Issue 20, security 1 (decision 025): the verification link and the Google link step, at 390 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function signup(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Signup' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const statusText = (page: Page) => page.getByTestId('email-status').textContent();

describe('e-mail verification in the browser', () => {
  it('signs up, opens the e-mailed link, and the profile says verified', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('verify');
    await signup(page, email, 'pancit-canton-1');
    await page.goto('/profile');
    await expect.poll(() => statusText(page)).toContain('E-mail not verified');
    await screenshot(page, 'profile-unverified-390');

    const mail = await waitForMail(email, undefined, (m) => /verify/i.test(m.subject));
    await page.goto(mail.links[0] ?? '');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(messages.emailVerified);
    await screenshot(page, 'email-verified-390');
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect.poll(() => statusText(page)).toContain('E-mail verified');
    await context.close();
  });

  it('asks for the password before Google joins an unverified account', async () => {
    const email = uniqueEmail('link');
    const first = await newPage(browser);
    await signup(first.page, email, 'halo-halo-1234');
    await first.context.close();

    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await chooseGoogleAccount(context, page, email, 'Tala Reyes');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain(messages.googleLinkRequired);
    expect(page.url()).toContain('/login');
    await screenshot(page, 'google-link-step-390');
    await page.getByLabel('Your Lutong Bahay password').fill('halo-halo-1234');
    await page.getByRole('button', { name: 'Connect Google and log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const me = await page.evaluate(async () => (await fetch('/api/v1/users/loggedin')).json());
    expect(me).toMatchObject({ loggedIn: true, data: { user: { email, emailVerified: true } } });
    await context.close();
  });
});
