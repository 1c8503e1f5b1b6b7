import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { routePatterns } from '@lutong/shared';
import { ErrorBoundary } from '../components/error-boundary';
import { payAuthenticatedPattern } from '../features/payment/utils/pay-authenticated-path';
import { NeedsConnection } from './guards/needs-connection';
import { RequireAddress } from './guards/require-address';
import { RequireRole, RequireUser } from './guards/require-user';
import { GuestOnly, SignedOutOnly } from './guards/signed-out-only';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteError } from './routes/route-error';

const LandingPage = lazyPage(
  () => import('./routes/home-page'),
  (m) => m.HomePage,
  ['landing', 'address'],
);
const LoginPage = lazyPage(
  () => import('../features/auth/routes/login-page'),
  (m) => m.LoginPage,
  ['auth', 'messages'],
);
const SignupPage = lazyPage(
  () => import('../features/auth/routes/signup-page'),
  (m) => m.SignupPage,
  ['auth', 'messages'],
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/routes/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
  ['auth', 'messages'],
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/routes/reset-password-page'),
  (m) => m.ResetPasswordPage,
  ['auth', 'messages'],
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/routes/verify-email-page'),
  (m) => m.VerifyEmailPage,
  ['auth', 'messages'],
);
const UnsubscribePage = lazyPage(
  () => import('../features/account/routes/unsubscribe-page'),
  (m) => m.UnsubscribePage,
  ['favourites'],
);
const ProfilePage = lazyPage(
  () => import('../features/account/routes/profile-page'),
  (m) => m.ProfilePage,
  ['account', 'favourites', 'messages', 'sellerRules'],
);
const BazaarPage = lazyPage(
  () => import('../features/bazaar/routes/bazaar-page'),
  (m) => m.BazaarPage,
  ['bazaar', 'favourites', 'messages'],
);
const MenuPage = lazyPage(
  () => import('./routes/menu-route'),
  (m) => m.MenuRoute,
  ['menu', 'dishTags', 'cart', 'favourites', 'messages'],
);
const CartPage = lazyPage(
  () => import('../features/cart/routes/cart-page'),
  (m) => m.CartPage,
  ['cart', 'messages'],
);
const CheckoutPage = lazyPage(
  () => import('./routes/checkout-route'),
  (m) => m.CheckoutRoute,
  ['checkout', 'address', 'messages'],
);
const PayPage = lazyPage(
  () => import('../features/payment/routes/pay-page'),
  (m) => m.PayPage,
  ['payment', 'messages'],
);
const ThreeDsReturnPage = lazyPage(
  () => import('../features/payment/routes/three-ds-return-page'),
  (m) => m.ThreeDsReturnPage,
  ['payment'],
);
const VanityRedirect = lazyPage(
  () => import('../features/vanity/routes/vanity-redirect'),
  (m) => m.VanityRedirect,
);
const TrackingPage = lazyPage(
  () => import('../features/tracking/routes/tracking-page'),
  (m) => m.TrackingPage,
  ['tracking'],
);
const RatingPage = lazyPage(
  () => import('../features/rating/routes/rating-page'),
  (m) => m.RatingPage,
  ['rating'],
);
const OrdersPage = lazyPage(
  () => import('../features/orders/routes/orders-page'),
  (m) => m.OrdersPage,
  ['orders'],
);
const ReceiptPage = lazyPage(
  () => import('../features/orders/routes/receipt-page'),
  (m) => m.ReceiptPage,
  ['orders'],
);
// Chart.js is imported only by this page, so it stays in the analytics chunk.
const AnalyticsPage = lazyPage(
  () => import('../features/analytics/routes/analytics-page'),
  (m) => m.AnalyticsPage,
  ['analytics'],
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/routes/dashboard-page'),
  (m) => m.DashboardPage,
  ['dashboard', 'live', 'push', 'messages', 'payoutRules'],
);
const HomechefPage = lazyPage(
  () => import('../features/homechef/routes/homechef-page'),
  (m) => m.HomechefPage,
  ['homechef', 'messages', 'sellerRules'],
);
const AdminPage = lazyPage(
  () => import('../features/admin/routes/admin-page'),
  (m) => m.AdminPage,
  ['admin', 'messages', 'sellerRules', 'payoutRules'],
);
const PayoutsPage = lazyPage(
  () => import('../features/payouts/routes/payouts-page'),
  (m) => m.PayoutsPage,
  ['payouts', 'payoutRules'],
);
const MyMenuPage = lazyPage(
  () => import('../features/my-menu/routes/my-menu-page'),
  (m) => m.MyMenuPage,
  ['myMenu', 'messages', 'sellerRules', 'dishForm', 'dishTags'],
);
const NotFoundPage = lazyPage(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
);
const MenuIndexRoute = lazyPage(
  () => import('./routes/menu-index-route'),
  (m) => m.MenuIndexRoute,
);

// product §2 route table and routing by state; seller routes from the seller document.
export const routes: RouteObject[] = [
  // PayMongo's 3-D Secure return page, inside the pay page's frame: no nav, no login check.
  {
    path: payAuthenticatedPattern,
    element: (
      <Suspense fallback={null}>
        <ThreeDsReturnPage />
      </Suspense>
    ),
  },
  {
    element: <RootLayout />,
    children: [
      {
        // inside the layout, so a page that fails keeps the nav and footer around its error
        element: <RouteErrorBoundary />,
        children: [
          { path: routePatterns.home, element: <LandingPage /> },
          {
            element: <RequireAddress />,
            children: [{ path: routePatterns.bazaar, element: <BazaarPage /> }],
          },
          { path: routePatterns.menu, element: <MenuPage /> },
          // product §2 route table: the signed-out /cart still renders (the guest's own cart,
          // with a login that comes back to /cart); signed in it lists the account's orders.
          { path: routePatterns.cart, element: <CartPage /> },
          // product §3.1: public; a guest who uses the form goes to /login and comes back.
          { path: routePatterns.homechef, element: <HomechefPage /> },
          {
            element: <RequireUser />,
            children: [
              // product §2: /menu behaves like the menu entry (issue 22).
              { path: routePatterns.menuIndex, element: <MenuIndexRoute /> },
              {
                // offline: 'this needs a connection' (decision 046)
                element: <NeedsConnection />,
                children: [
                  { path: routePatterns.checkout, element: <CheckoutPage /> },
                  // product §2.8 Payment: guests go to /login with the link kept.
                  { path: routePatterns.pay, element: <PayPage /> },
                ],
              },
              // product §2.9 Order tracking: guests go to /login with the link kept.
              { path: routePatterns.track, element: <TrackingPage /> },
              // product §2.10 Rating page: guests go to /login with the rating link remembered.
              { path: routePatterns.rating, element: <RatingPage /> },
              // issue 19: the buyer's orders and the receipt of a paid one.
              { path: routePatterns.orders, element: <OrdersPage /> },
              { path: routePatterns.receipt, element: <ReceiptPage /> },
              // product §3.5 Analytics: signed in, not guarded by role.
              { path: routePatterns.analytics, element: <AnalyticsPage /> },
              { path: routePatterns.profile, element: <ProfilePage /> },
              {
                element: <RequireRole role="chef" />,
                children: [
                  // product §3.3 My Menu (chef only).
                  { path: routePatterns.myMenu, element: <MyMenuPage /> },
                  // product §3.2 Seller dashboard (chef only).
                  { path: routePatterns.dashboard, element: <DashboardPage /> },
                  // issue 19: payouts, statements and payout details (chef only).
                  { path: routePatterns.payouts, element: <PayoutsPage /> },
                ],
              },
              {
                element: <RequireRole role="admin" />,
                children: [{ path: routePatterns.admin, element: <AdminPage /> }],
              },
            ],
          },
          {
            element: <NeedsConnection />,
            children: [
              {
                element: <GuestOnly />,
                children: [
                  { path: routePatterns.login, element: <LoginPage /> },
                  { path: routePatterns.signup, element: <SignupPage /> },
                ],
              },
            ],
          },
          {
            element: <SignedOutOnly />,
            children: [
              { path: routePatterns.forgotPassword, element: <ForgotPasswordPage /> },
              { path: routePatterns.resetPassword, element: <ResetPasswordPage /> },
            ],
          },
          // issue 20 (decision 025): the e-mailed verification link, signed in or not
          { path: routePatterns.verifyEmail, element: <VerifyEmailPage /> },
          // decision 048: the new-menu-day e-mail's unsubscribe link, signed in or not
          { path: routePatterns.unsubscribe, element: <UnsubscribePage /> },
          // product §2 vanity short routes: one-word paths resolved by the server.
          { path: '/:word', element: <VanityRedirect fallback={<NotFoundPage />} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The page for the current URL. Declarative routing: the app uses none of the data router's
 * loaders, actions or fetchers, and leaving it out takes about 20 kB gzip off every first visit
 * (issue 10 budgets).
 */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  // What fails outside a page's boundary (the layout, the 3-D Secure frame) shows the error screen
  // too, rather than an empty window.
  return (
    <ErrorBoundary fallback={<RouteError />} resetKey={location}>
      {page}
    </ErrorBoundary>
  );
}
