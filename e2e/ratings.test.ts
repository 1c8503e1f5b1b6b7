import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  messages,
  ratingBand,
  ratingMessages,
  rewardsEarned,
  sellerMessages,
  type DishRatingSummary,
  type PublicUser,
} from '@lutong/shared';
import {
  addToCart,
  callAs,
  createBuyer,
  findChoice,
  plain,
  signedInPage,
  type Account,
  type Choice,
} from './shop-steps.js';
import { completedDeliveryOrder, logInThroughApi, menuOf } from './seller-steps.js';
import { demo, launchBrowser, screenshot, waitForMail } from './support.js';

// Issue 8, browser side: a buyer rates a completed order from the e-mailed link, the chef's
// analytics show it, and the points the order earned come off the buyer's next checkout.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

let browser: Browser;
let chef: Account;
let buyer: Account;
let choice: Choice;
beforeAll(async () => {
  browser = await launchBrowser();
  chef = await logInThroughApi(demo.chef.email, demo.chef.password);
  buyer = await createBuyer('rater');
  const chefId = (chef as Account & { user: PublicUser }).user.id;
  choice = findChoice([await menuOf(chefId)], plain);
});
afterAll(async () => {
  await browser.close();
});

describe('rating a meal, the analytics and the rewards', () => {
  it('rates from the e-mailed link, the chef sees it, and the points come off the next checkout', async () => {
    const order = await completedDeliveryOrder(buyer, chef, choice, 2);
    const mail = await waitForMail(buyer.email, 40_000, (m) =>
      m.links.some((l) => l.includes(`/rating/${order.id}`)),
    );
    const link = new URL(mail.links.find((l) => l.includes('/rating/')) ?? '');

    // 1. The buyer rates from the link: overall and one of the dishes (gaps are fine).
    const rater = await signedInPage(browser, buyer, phone);
    await rater.page.goto(link.pathname);
    await rater.page.getByTestId('rating-page').waitFor();
    expect(await rater.page.getByTestId('rating-title').textContent()).toContain(
      ratingMessages.title,
    );
    await rater.page.getByText(ratingMessages.optionalNote).waitFor();
    await rater.page.getByRole('radio', { name: '5 stars overall' }).check();
    await rater.page.getByRole('radio', { name: `4 stars for ${choice.dish.name}` }).check();
    await screenshot(rater.page, 'rating-390');
    await rater.page.getByRole('button', { name: ratingMessages.submit }).click();
    await rater.page.getByTestId('rating-thanks').waitFor();
    expect(await rater.page.getByTestId('rating-explore').getAttribute('href')).toBe('/bazaar');
    await rater.context.close();

    // 2. The chef's analytics list the dish with its new average and colour band.
    const dishes = await callAs<{ dishes: DishRatingSummary[] }>(
      chef,
      'GET',
      '/analytics/dishRatingsAll',
    );
    const rated = dishes.data.dishes.find((d) => d._id === choice.dish.id);
    expect(rated?.ratingsQuantity).toBe((choice.dish.ratingsQuantity ?? 0) + 1);
    const analytics = await signedInPage(browser, chef, desktop);
    await analytics.page.goto('/analytics');
    await analytics.page.getByTestId('analytics-page').waitFor();
    const item = analytics.page.locator(
      `[data-testid="dish-average"][data-dish-id="${choice.dish.id}"]`,
    );
    await item.waitFor();
    expect(await item.getByTestId('dish-average-value').textContent()).toBe(
      (rated?.ratingsAverage ?? 0).toFixed(2),
    );
    expect(await item.getAttribute('data-band')).toBe(ratingBand(rated?.ratingsAverage ?? 0));
    await analytics.page.getByTestId('chart-dish-quality').waitFor();
    await analytics.page.getByTestId('chart-overall').waitFor();
    await analytics.page.getByTestId('price-coming-soon').waitFor();
    await screenshot(analytics.page, 'analytics-1280');
    await analytics.context.close();

    // 3. The completed order earned 2% of its food; the buyer sees the banner and pays less.
    const points = rewardsEarned(order.foodTotal);
    expect(points).toBeGreaterThan(0);
    const me = await callAs<{ user: PublicUser }>(buyer, 'GET', '/users/loggedin');
    expect(me.data.user.rewards).toBe(points);
    const shopper = await signedInPage(browser, buyer, phone);
    await shopper.page.goto('/');
    const banner = shopper.page.getByTestId('rewards-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(messages.landingRewards(points));
    const added = await addToCart(buyer, choice);
    await shopper.page.goto(`/checkout/${added.data.order.id}`);
    await expect
      .poll(() => shopper.page.getByTestId('summary-rewards').textContent())
      .toBe(`−P${points}`);
    await screenshot(shopper.page, 'checkout-rewards-390');
    await shopper.context.close();

    // 4. A complaint after delivery: staff refund the order, which takes back its points.
    const staff = await logInThroughApi(demo.staff.email, demo.staff.password);
    const console = await signedInPage(browser, staff, desktop);
    await console.page.goto('/admin?tab=refunds');
    await console.page.getByLabel('Order number').fill(order.id);
    await console.page.getByRole('button', { name: 'Look up' }).click();
    const found = console.page.getByTestId('staff-order');
    await found.getByText(buyer.email).waitFor();
    await found.getByRole('button', { name: 'Refund this order' }).click();
    await console.page.getByText(sellerMessages.refunded).waitFor();
    await screenshot(console.page, 'admin-refunds-1280');
    await console.context.close();
    await expect
      .poll(
        async () =>
          (await callAs<{ user: PublicUser }>(buyer, 'GET', '/users/loggedin')).data.user.rewards,
      )
      .toBe(0);
  });
});
