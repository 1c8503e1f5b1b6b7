// Every URL of the web app is built here, so no route string is typed twice (product §2).
export const paths = {
  home: () => '/',
  bazaar: () => '/bazaar',
  menu: (chefId: string) => `/menu/${encodeURIComponent(chefId)}`,
  menuIndex: () => '/menu',
  cart: (opts: { payed?: boolean } = {}) => (opts.payed ? '/cart?payed=true' : '/cart'),
  checkout: (orderId: string) => `/checkout/${encodeURIComponent(orderId)}`,
  pay: (orderId: string, opts: { error?: boolean } = {}) =>
    `/pay/${encodeURIComponent(orderId)}${opts.error ? '?error=true' : ''}`,
  track: (orderId: string) => `/track/${encodeURIComponent(orderId)}`,
  rating: (orderId: string) => `/rating/${encodeURIComponent(orderId)}`,
  orders: () => '/orders',
  receipt: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/receipt`,
  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgotPasswordStageOne',
  resetPassword: (token: string) => `/forgotPassword/${encodeURIComponent(token)}`,
  profile: () => '/profile',
  homechef: () => '/homechef',
  myMenu: () => '/my-menu',
  dashboard: () => '/dashboard',
  analytics: () => '/analytics',
  admin: () => '/admin',
  payouts: () => '/payouts',
  // issue 20 (decision 025): the link in the verification e-mail
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  // decision 048: the link in the "new menu day" e-mail that turns those e-mails off
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
} as const;

/** Route patterns for the router, in the spec's route table order. */
export const routePatterns = {
  home: '/',
  bazaar: '/bazaar',
  menu: '/menu/:chefId',
  menuIndex: '/menu',
  cart: '/cart',
  checkout: '/checkout/:id',
  pay: '/pay/:id',
  track: '/track/:id',
  rating: '/rating/:id',
  orders: '/orders',
  receipt: '/orders/:id/receipt',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgotPasswordStageOne',
  resetPassword: '/forgotPassword/:tokenId',
  profile: '/profile',
  homechef: '/homechef',
  myMenu: '/my-menu',
  dashboard: '/dashboard',
  analytics: '/analytics',
  admin: '/admin',
  payouts: '/payouts',
  verifyEmail: '/verify-email/:token',
  unsubscribe: '/unsubscribe/:token',
} as const;

// product §2: when signed out the footer shows only on /, /bazaar, /homechef, /menu and /cart;
// when signed in it shows on every page.
const signedOutFooterPrefixes = ['/bazaar', '/homechef', '/menu', '/cart'];

export function isFooterShown(pathname: string, signedIn: boolean): boolean {
  if (signedIn) return true;
  if (pathname === '/') return true;
  return signedOutFooterPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * Only same-site paths may be remembered as a return link, so a crafted ?next= cannot send a
 * user to another site after login.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return null;
  }
  if (candidate.startsWith('/login') || candidate.startsWith('/signup')) return null;
  return candidate;
}
