// Messages worded exactly as the spec words them (typos included), as in messages.ts.

/**
 * The messages that modules shared by most pages need (the API client's, the address guard's,
 * the address wording's, the phone field's, the cart's, the landing's and the account forms' shared
 * rules: users/schemas.ts, orders/address-input.ts), in objects of their own: a page that names one
 * of them does not bring every message with it (issue 22: the landing's first visit). `messages`
 * holds them too. (The tracking texts are the `words` namespace's: orders/tracking.ts.)
 */
export const connectionMessages = {
  networkError: 'We could not reach Lutong Bahay. Please check your connection and try again.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

export const enterAddressFirst = 'Please enter an address first';

export const addressMessages = {
  // product §10: address and location
  geolocationFailed:
    'There was an error getting your location from the browser - please make sure location services are enabled! Please type it in manually. Sorry!',
  reverseGeocodeFailed:
    'There was an error getting your location from the browser! Please type it in manually. Sorry!',
  addressGeocodeFailed:
    'There was an error in collecting your address! Apologies for the inconvenience.',
  selectAddressFromDropdown: 'Please select an address from the dropdown',
  // issue 22 (decision 041): the landmark or unit note, in the spec's style (the pin's refusal is
  // pinMoveProblem's, in both languages: orders/address.ts)
  addressNoteTooLong:
    'Please keep the landmark or unit note under 150 characters so the courier can read it.',
} as const;

export const cartMessages = {
  // our own texts for the dish choices the cart needs (decision 007)
  spiceRequired: 'Please choose a spice level before adding to cart.',
  assortmentRequired: 'Please tell the chef which assortment you would like before adding to cart.',
  cartCap: (product: string) =>
    `We have capped the number of orders per dish at 5 on ${product} at the moment.`,
} as const;

export const phoneMessages = {
  phoneRequired: 'Please enter your phone number first so we can contact you in delivery.',
  // issue 22: a number typed but short of the 10 digits after +63 (in phoneRequired's style)
  phoneIncomplete:
    'Please enter all 10 digits of your phone number after +63 so we can contact you in delivery.',
} as const;

export const landingMessages = {
  // product §2: the landing page's rewards banner
  landingRewards: (points: number) =>
    `You have earned ${points}P in rewards for your next order - to be applied on checkout!`,
} as const;

export const accountFormMessages = {
  // product §10: login, signup, reset (the shared account schemas' own texts)
  loginWrongCredentials:
    'There was an error with your login, please make sure your username and password are correct',
  signupPasswordsMismatch: 'The passwords provided do not match!',
  resetPasswordsMismatch: "Your passwords don't match",
} as const;
