// The message catalogue of every screen, e-mail and SMS (issue 23, decision 044): one JSON file
// per namespace under catalogue/, each text in English and Filipino side by side, in ICU
// MessageFormat ("{name}" placeholders, plural and select). The server and the browser both read
// their texts from here; the browser downloads only its language's namespaces, compiled at build
// time (apps/web/vite-i18n.ts), the server compiles them all at start (apps/server lib/i18n.ts).
// A namespace joins by its import and a line in `catalogues` below.
import account from './catalogue/account.json' with { type: 'json' };
import address from './catalogue/address.json' with { type: 'json' };
import admin from './catalogue/admin.json' with { type: 'json' };
import analytics from './catalogue/analytics.json' with { type: 'json' };
import auth from './catalogue/auth.json' with { type: 'json' };
import bazaar from './catalogue/bazaar.json' with { type: 'json' };
import cart from './catalogue/cart.json' with { type: 'json' };
import checkout from './catalogue/checkout.json' with { type: 'json' };
import common from './catalogue/common.json' with { type: 'json' };
import dashboard from './catalogue/dashboard.json' with { type: 'json' };
import dishForm from './catalogue/dishForm.json' with { type: 'json' };
import dishTags from './catalogue/dishTags.json' with { type: 'json' };
import email from './catalogue/email.json' with { type: 'json' };
import favourites from './catalogue/favourites.json' with { type: 'json' };
import homechef from './catalogue/homechef.json' with { type: 'json' };
import landing from './catalogue/landing.json' with { type: 'json' };
import live from './catalogue/live.json' with { type: 'json' };
import menu from './catalogue/menu.json' with { type: 'json' };
import messages from './catalogue/messages.json' with { type: 'json' };
import myMenu from './catalogue/myMenu.json' with { type: 'json' };
import offline from './catalogue/offline.json' with { type: 'json' };
import orders from './catalogue/orders.json' with { type: 'json' };
import payment from './catalogue/payment.json' with { type: 'json' };
import payoutRules from './catalogue/payoutRules.json' with { type: 'json' };
import payouts from './catalogue/payouts.json' with { type: 'json' };
import push from './catalogue/push.json' with { type: 'json' };
import rating from './catalogue/rating.json' with { type: 'json' };
import sellerRules from './catalogue/sellerRules.json' with { type: 'json' };
import sms from './catalogue/sms.json' with { type: 'json' };
import tracking from './catalogue/tracking.json' with { type: 'json' };
import words from './catalogue/words.json' with { type: 'json' };
import orderWords from './catalogue/orderWords.json' with { type: 'json' };
import type { Locale } from './locales.js';

/** One text in every language. */
export type CatalogueEntry = Record<Locale, string>;

export const catalogues = {
  account,
  address,
  admin,
  analytics,
  auth,
  bazaar,
  cart,
  checkout,
  common,
  dashboard,
  dishForm,
  dishTags,
  email,
  favourites,
  homechef,
  landing,
  live,
  menu,
  messages,
  myMenu,
  offline,
  orders,
  orderWords,
  payment,
  payoutRules,
  payouts,
  push,
  rating,
  sellerRules,
  sms,
  tracking,
  words,
} as const satisfies Record<string, Record<string, CatalogueEntry>>;

export type Namespace = keyof typeof catalogues;
/** The keys of a namespace: `t('languageLabel')` in the namespace `common`. */
export type TextKey<N extends Namespace> = keyof (typeof catalogues)[N] & string;
/** Values for a text's placeholders. */
export type TextValues = Record<string, string | number>;
