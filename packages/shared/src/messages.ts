// Every user-facing message, worded exactly as the spec words it (typos included: they are
// what users of the existing app know). Product §10.

import {
  accountFormMessages,
  addressMessages,
  cartMessages,
  connectionMessages,
  enterAddressFirst,
  landingMessages,
  phoneMessages,
} from './first-messages.js';

export * from './first-messages.js';

export const messages = {
  ...connectionMessages,
  enterAddressFirst,
  ...addressMessages,
  ...cartMessages,
  ...phoneMessages,
  ...landingMessages,
  ...accountFormMessages,

  // product §2: screen texts of the landing page, address entry and bazaar (typos are the spec's)
  bazaarRewards: (points: number) =>
    `You have earned ${points}P in rewards for your next order- to be applied on checkout!`,
  deliverToPoint: 'We will deliver food to the point above',
  immediateOrdersNote: '*Note that immediate orders are orders to be cooked within 1 hour',
  searchChefsPlaceholder: '(optional) Find chefs by name!',
  searchDishesPlaceholder: 'Search for a dish and see what chefs have that dish!',
  noSellersFound: (noun: 'sellers' | 'cooks' | 'bakers') =>
    `There don't seem to be any ${noun} in your area for your above filter at the moment.`,

  // product §10: bazaar and menu
  dishesFetchFailed: 'There was an issue regarding getting the dishes. Please try again later!',
  chefsFetchFailed: 'There was an issue regarding getting the chefs. Please try again later!',
  chefLoadFailed: 'There was an issue regarding getting the chef. Please try again later!',
  menuLoadFailed: 'There was an error getting the chefs menu!',

  // product §7 and §10: cart and checkout
  orderCreateFailed:
    'Your order did not go through! Sorry for the inconvenience, please try again later',
  storedOrderResubmitted: 'We have added the previous order you tried to add to cart already...',
  quantityRequired: 'Please put in some order quantity before adding to cart',
  menuStepperMax: 'max order exceeded / out of stock',
  noStockLeft: 'Unfortunately there is no more stock left.',
  dishOutOfStock: 'This dish is out of stock!',
  awaitingConfirmationFetchFailed:
    'There was an error in retrieving the orders of yours that are awaiting confirmation',
  orderDeleteFailed: 'There was an error in deleting this order...',
  ordersFetchFailed: 'There was an error in retrieving your orders',
  noAwaitingOrders: 'No orders awaiting chef confirmation at the moment',
  paymentReceived: 'Your payment was succesfully recieved',
  checkoutFailed: 'There was an error with the checkout and it did not go through!',
  addressRequired: 'Please enter your address first!',
  cakeDisclaimerRequired:
    "Please check the checkbox right above to acknowledge that you've read the disclaimer/note",
  timeSlotRequired: 'Please select a time for which you want your order to be ready by',
  nameRequired:
    'Please put in your name. We only ask for this so we can identify who the order is for, else there may be order mixup.',
  todayOrderUnavailable:
    'Unfortunately the order is now unavailable. Perhaps the chef just said they ran out of stock.',

  // product §10: payment
  paymentPageFailed:
    'there was an error in getting the payment page for the order, please refresh the page.',
  paymentCreateFailed: 'There was an error in creating the payment...',
  cardFailed:
    'We encountered an error. Please re-check to make sure all your credit card info is correct. Sorry!!! ',
  paymentProviderFailed: (message: string) =>
    `There was an error in processing the payment: ${message}`,
  paymentProcessingFailed: 'There was an error in processing the payment',
  paymentAuthoriseFailed: 'There was an error in authorising/processing the payment',
  alreadyPaid: 'This order has already been payed for!',

  // product §10: rating
  ratingRetrieveFailed: 'There was an error in retrieving the order for you to rate...',

  // product §10: profile
  profileUpdateFailed: 'There was an error in updating your information',
  profileUpdated: 'Your info was succesfully updated :)',

  // product §10: login, signup, reset
  loginIssue: 'There was an issue regarding your login!',
  googleSignupFailed:
    'There was an issue with your google login please sign up manually or try again',
  // The spec does not word the login screen's Google failure; we reuse the login issue text.
  googleLoginFailed: 'There was an issue regarding your login!',
  signupIssue: 'There was an issue regarding your signup!',
  forgotPasswordSent:
    'A link to reset your password will arrive to your email shortly. Please do this ASAP for security purposes.',
  resetFailed: 'There was an issue regarding your password reset. Plase redo the process. Sorry!',
  resetSucceeded: 'You succesfully changed your password!',

  // not worded by the spec: e-mail verification and Google account linking (issue 20, decision 025)
  emailVerified: 'Your e-mail address is verified. Thank you!',
  emailChanged:
    'Your e-mail address is changed and verified. Please log in again on your other devices.',
  emailVerifyFailed:
    'This link is invalid, was already used or has expired. Please ask for a new one from your profile.',
  emailVerificationSent:
    'We sent you a link to verify your e-mail address. Please open it within 24 hours.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your e-mail address changes once you open it (within 24 hours).`,
  emailNotVerified: 'Your e-mail address is not verified yet.',
  googleLinkRequired:
    'An account with this e-mail already exists. Please enter its password once to connect your Google account to it.',

  // product §3.2 and §10: the dashboard (typos are the spec's)
  supportContact: 'hello@lutongbahay.ph',
  pendingOrdersFetchFailed: (support: string) =>
    `We weren't able to get your pending orders! Please contact ${support}`,
  checkoutOrdersFetchFailed: (support: string) =>
    `We weren't able to get your checkout orders! Please contact ${support}.`,
  // The spec describes this IMPORTANT alert without wording it in full.
  finishRequestFailed: (phone: string, address: string) =>
    `IMPORTANT: Your order could not be registered as finished. Please try again in one minute, or contact your customer at ${phone} and arrange the delivery to ${address} yourself.`,
  finishNotRegistered:
    'There was an error in registering your order as finished... The driver should still be on the way.',
  finishDeliverySucceeded:
    "Your delivery order was succesfully created. You will get an SMS once a driver is assigned to your order. Your customer has been notified that you're done cooking!",
  finishPickupSucceeded: 'You have succesfully notified your customer for pickup',
  finishConfirmDelivery: "Are you sure you're ready to deliver now?",
  finishConfirmPickup: "Are you sure you're ready to have your food be picked up!",
  confirmSucceeded: 'Succesful Confirmation. You will be notified once your customer has paid.',
  // issue 18 defect 7: an order paid before the chef confirmed it needs no payment notice
  confirmSucceededPaid:
    'Succesful Confirmation. Your customer has already paid, so you can start cooking.',
  // issue 18 defect 7: a pickup order has no driver; the customer comes to the kitchen
  finishRequestFailedPickup: (phone: string) =>
    `IMPORTANT: Your order could not be registered as finished. Please try again in one minute, or contact your customer at ${phone} and tell them their order is ready for pickup.`,
  finishNotRegisteredPickup:
    'There was an error in registering your order as finished... Please try again, or tell your customer that their order is ready for pickup.',
  // The spec describes these two confirm failures without wording them in full.
  confirmSmsFailed: (phone: string, address: string) =>
    `IMPORTANT: The SMS to your customer failed. Please message your customer at ${phone} (${address}) that the order is confirmed and how to pay.`,
  confirmFailed: (phone: string) =>
    `There was an error in confirming the order. Please try again, or message your customer at ${phone}.`,
  rejectPrompt: 'Please write to the buyer about why you cannot complete this order',
  rejectRemarksRequired:
    "Please add a message to your buyer first explaining why you can't do the order",
  rejectSucceeded: 'succesful rejection',
  rejectFailed: (support: string) =>
    `There was an error in rejecting the order. Please contact ${support}`,
  groupSameOrder: "You can't group together the same order",
  groupNotDelivery: "You can't group together orders that aren't delivery orders",
  groupNoSavings: 'You can only make a group order if there are savings',
  groupFeeFailed: 'There was in error in organising the group delivery',
  groupSubmitFailed:
    'We failed to group the orders. Perhaps try doing them individually for now...',
  // The spec does not word these; ours say what it describes.
  groupSucceeded: 'Your two orders are now one delivery, with one courier.',
  recreateFailed: (phone: string, address: string) =>
    `We could not recreate the delivery. Please book the delivery yourself: your customer's phone is ${phone} and the address is ${address}.`,
  recreateSucceeded:
    'A new delivery was created for this order and the old delivery has been cancelled.',
  unconfirmedDeliveryNote: (support: string) =>
    `If a delivery has been unconfirmed for over 15 minutes, please contact ${support}.`,

  // not worded by the spec: our own texts for the server's generic answers
  signedOut: 'Please log in first.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'We could not find what you were looking for.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  crossSite: 'This request was refused because it did not come from our site.',
  conflict: 'That was changed at the same time by another request. Please try again.',
  emailTaken: 'There was an issue regarding your signup!',
  // issue 20: a request carrying what no field may hold (a NUL byte), refused before any work
  invalidInput:
    'Some of what you entered has characters we cannot accept. Please check and try again.',

  // not worded by the spec: our own texts for the cart and checkout rules (decision 007)
  selectDayFirst: 'Please select a day on the menu first.',
  dayClosed: 'Orders for this day are closed. Please choose another day on the menu.',
  // issue 18 (decision 020): a day the chef works no slot on, a date the chef closed the shop
  dayWithoutHours:
    'The chef takes no orders on this day (no working hours). Please choose another day on the menu.',
  dateClosedByChef: 'The chef is closed on this date. Please choose another day on the menu.',
  orderNotEditable: 'This order can no longer be changed.',
  // issue 20: a chef buying from their own kitchen
  ownKitchen: 'You cannot order from your own kitchen.',
  pickupUnavailable:
    'This chef does not offer pickup. Please choose delivery and enter your address.',
  deliveryFeeFailed:
    'We could not get a delivery fee for this address right now. Please try again, or choose pickup.',
  // product §2 mini cart panel's empty text, and our own words for the cart's confirmations
  cartEmptyForChef: 'There are no dishes in your cart for this chef at the moment',
  addedToCart: (dish: string) => `${dish} is in your cart!`,
  guestCartSaved: 'Log in or sign up to save your cart and check out.',

  // not worded by the spec: the server's refusals of the chef's order calls (issue 6, decision 010)
  orderAlreadyAnswered:
    'This order was already answered, so it can no longer be confirmed or rejected.',
  orderNotPending: 'This order is no longer pending.',
  finishNeedsConfirmation: 'Please confirm this order before marking it finished.',
  finishNeedsPayment:
    'Your customer has not paid for this order yet. You can finish it once the payment is in.',
  courierBookingFailed:
    'We could not book a courier right now, so the order is not finished yet. Please try again in a minute, or contact your customer and arrange the delivery.',
  courierBookingBusy: 'A courier is already being booked for this order. Please wait a moment.',
  groupNotReady:
    'Both orders must be confirmed, paid and not yet finished to be delivered together.',
  // issue 18, decision 018: one courier for one day and one slot; pickups ready on their day
  groupDifferentDay: "You can't group together orders for different delivery days",
  groupDifferentSlot: "You can't group together orders for different delivery times",
  pickupBeforeDay: (day: string) =>
    `This order is picked up on ${day}. You can notify your customer for pickup on that day.`,
  recreateNoDelivery: 'This order has no courier delivery to recreate.',
  recreateWindowPassed:
    'A delivery can only be recreated within 30 minutes of booking it. Please contact support.',
  recreatePickedUp:
    'The driver has already picked up this order, so its delivery cannot be recreated.',
  recreateReplaced: 'This delivery was already replaced by a newer one.',
} as const;

export type MessageKey = keyof typeof messages;
