import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from './browser-storage';
import {
  RETURN_LINK_KEY,
  forgetReturnLink,
  rememberReturnLink,
  returnLinkAfterSignIn,
  returnLinkFromSearch,
  withReturnLink,
} from './return-link';

function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('return link', () => {
  it('remembers the rating link a guest tried to open', () => {
    const store = memoryStore();
    rememberReturnLink(store, '/rating/abc?from=mail');
    expect(store.data.get(RETURN_LINK_KEY)).toBe('/rating/abc?from=mail');
  });

  it('refuses to remember links to other sites or back to the login screen', () => {
    const store = memoryStore();
    rememberReturnLink(store, 'https://evil.example/phish');
    rememberReturnLink(store, '//evil.example');
    rememberReturnLink(store, '/login?next=/cart');
    expect(store.data.size).toBe(0);
  });

  it('sends a signed-in user to ?next= first, then the remembered link, then /', () => {
    const store = memoryStore({ [RETURN_LINK_KEY]: '/track/o1' });
    expect(returnLinkAfterSignIn(store, '?next=%2Fpay%2Fo2')).toBe('/pay/o2');
    expect(returnLinkAfterSignIn(store, '')).toBe('/track/o1');
    forgetReturnLink(store);
    expect(returnLinkAfterSignIn(store, '')).toBe('/');
  });

  it('ignores an unsafe ?next= and an unsafe stored value', () => {
    const store = memoryStore({ [RETURN_LINK_KEY]: 'https://evil.example' });
    expect(returnLinkAfterSignIn(store, '?next=https%3A%2F%2Fevil.example')).toBe('/');
  });

  it('carries the return link between the login and signup screens', () => {
    expect(withReturnLink('/signup', '/checkout/o1')).toBe('/signup?next=%2Fcheckout%2Fo1');
    expect(withReturnLink('/signup', null)).toBe('/signup');
    expect(withReturnLink('/login', '//evil.example')).toBe('/login');
    expect(returnLinkFromSearch('?next=%2Fcart')).toBe('/cart');
    expect(returnLinkFromSearch('?next=http%3A%2F%2Fx')).toBeNull();
  });
});
