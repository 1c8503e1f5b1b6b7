import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, type PageBoot, type PublicUser } from '@lutong/shared';
import type { TestApp } from '../../../test/harness.js';
import { signedUpClient } from '../../../test/seller-side-kit.js';
import { bootOf, html, webPagesApp } from '../../../test/web-pages-kit.js';

import { translate } from '../../lib/i18n.js';

// The visitor's language (issue 23, decision 044): chosen with PUT /users/language, kept in a
// cookie for guests and on the account when signed in, else the browser's Accept-Language; every
// page comes in it, with `lang` set and the texts it shows first.
let t: TestApp;
beforeAll(async () => {
  t = await webPagesApp();
});
afterAll(async () => t.close());

const langOf = (page: string) => /<html lang="([^"]+)"/.exec(page)?.[1];
const text = (boot: PageBoot, id: string) => boot.texts?.[id];

describe('the language of a page (decision 044)', () => {
  it("follows the browser's Accept-Language for a visitor who has not chosen", async () => {
    const client = t.client();
    const fil = await client.get<string>('/bazaar', {
      ...html,
      'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8',
    });
    expect(langOf(fil.body)).toBe('fil');
    expect(bootOf(fil.body).locale).toBe('fil');
    expect(text(bootOf(fil.body), 'common.languageLabel')).toEqual(['Wika']);
    expect(fil.headers['vary']).toContain('accept-language');

    const en = await client.get<string>('/bazaar', { ...html, 'accept-language': 'en-US' });
    expect(langOf(en.body)).toBe('en');
    expect(text(bootOf(en.body), 'common.languageLabel')).toEqual(['Language']);
  });

  it("keeps a guest's choice in a cookie, over the browser's language", async () => {
    const client = t.client();
    const chosen = await client.put<{ data: { language: string; user: null } }>(
      '/api/v1/users/language',
      { language: 'fil' },
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toEqual({ language: 'fil', user: null });
    expect(chosen.cookies.join(';')).toMatch(new RegExp(`${LANGUAGE_COOKIE}=fil; Max-Age=\\d+`));
    const page = await client.get<string>('/', { ...html, 'accept-language': 'en' });
    expect(langOf(page.body)).toBe('fil');
    expect(bootOf(page.body).texts).toMatchObject({
      'common.skipToContent': ['Lumaktaw sa nilalaman'],
    });
  });

  it("keeps a signed-in user's choice on the account, and only the language", async () => {
    const { client } = await signedUpClient(t);
    const before = await client.get<{ data: { user: PublicUser } }>('/api/v1/users/loggedin');
    expect(before.body.data.user.language).toBeNull();
    const chosen = await client.put<{ data: { user: PublicUser } }>('/api/v1/users/language', {
      language: 'fil',
    });
    const { language, ...rest } = chosen.body.data.user;
    expect(language).toBe('fil');
    const { language: _, ...restBefore } = before.body.data.user;
    expect(rest).toEqual(restBefore);

    // another browser of the same account, English by its header and with no cookie
    const other = t.client();
    await other.post('/api/v1/users/login', {
      email: before.body.data.user.email,
      password: 'abcdefgh',
    });
    other.jar.delete(LANGUAGE_COOKIE);
    const page = await other.get<string>('/bazaar', { ...html, 'accept-language': 'en' });
    expect(langOf(page.body)).toBe('fil');
  });

  it('refuses a language it does not have, and changes nothing', async () => {
    const client = t.client();
    const refused = await client.put('/api/v1/users/language', { language: 'ceb' });
    expect(refused.status).toBe(400);
    expect(refused.cookies.join(';')).not.toContain(LANGUAGE_COOKIE);
    const page = await client.get<string>('/bazaar', html);
    expect(langOf(page.body)).toBe('en');
  });
});

describe('the server words texts from the catalogue', () => {
  it('in each language, with its placeholders', () => {
    expect(translate('en', 'common', 'languageSwitchTo', { language: 'Filipino' })).toBe(
      'Switch to Filipino',
    );
    expect(translate('fil', 'common', 'languageSwitchTo', { language: 'English' })).toBe(
      'Lumipat sa English',
    );
  });
});
