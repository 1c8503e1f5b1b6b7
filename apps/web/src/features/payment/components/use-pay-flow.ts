import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths, PHONE_PREFIX, type OrderView, type PaymentMethod } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import type { PaymentsConfig } from '../../../lib/app-config';
import { confirmStock } from '../api/confirm-stock';
import { createPaymentIntent, type ProviderIntent } from '../api/payment-intent';
import { getPaymentStatus } from '../api/payment-status';
import { attachPaymentMethod, createCardPaymentMethod, type Billing } from '../api/paymongo';
import { cardDetailsOf, cardProblem, type CardForm } from '../utils/card-form';
import {
  failureOfError,
  outcomeOfIntent,
  payFailure,
  PayStageError,
  stage,
  type PayFailure,
  type PayOutcome,
} from '../utils/pay-outcome';
import {
  isAuthenticationComplete,
  isCardMethod,
  PAYMENT_POLL_LIMIT_MS,
  PAYMENT_POLL_MS,
} from '../utils/payment-flow';
import { payAuthenticatedPath } from '../utils/pay-authenticated-path';

export type PayPhase =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'redirecting' }
  | { kind: 'authenticating'; url: string }
  | { kind: 'checking' }
  | { kind: 'paid' };

type Attempt = { method: PaymentMethod; card: CardForm };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

const intentOutcome = (intent: ProviderIntent): PayOutcome =>
  outcomeOfIntent({
    status: intent.attributes.status,
    redirectUrl: intent.attributes.next_action?.redirect.url ?? null,
    lastError: intent.attributes.last_payment_error,
  });

/**
 * product §6 Payment: the server has the last word. Asks it (it verifies with the provider)
 * until the payment is paid, failed or still unsettled after the limit.
 */
async function settle(orderId: string, signal: AbortSignal): Promise<PayOutcome> {
  const deadline = Date.now() + PAYMENT_POLL_LIMIT_MS;
  for (;;) {
    const status = await stage('status', () => getPaymentStatus(orderId, signal));
    if (status.payed) return { kind: 'paid' };
    const outcome = outcomeOfIntent({ status: status.status, lastError: status.lastError });
    if (outcome.kind !== 'poll') return outcome;
    if (Date.now() > deadline) {
      return { kind: 'failed', text: { key: 'paymentProcessingFailed' } };
    }
    await sleep(PAYMENT_POLL_MS, signal);
  }
}

/** product §9: billing name, email and phone, and the delivery fee in address line 2. */
const billingOf = (order: OrderView, email: string): Billing => ({
  name: order.name,
  ...(email ? { email } : {}),
  ...(order.phone ? { phone: `${PHONE_PREFIX}${order.phone}` } : {}),
  address: { line2: String(order.deliveryFee) },
});

type PayFlowInput = {
  order: OrderView;
  email: string;
  payments: PaymentsConfig | undefined;
  onFailure: (failure: PayFailure) => void;
};

/**
 * One payment attempt at a time: card check, stock check, intent, then either the e-wallet's
 * checkout page or the card's payment method, attach, 3-D Secure frame and status queries.
 */
export function usePayFlow({ order, email, payments, onFailure }: PayFlowInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t: m } = useTexts('messages');
  // the server says an order is paid already in the visitor's language
  const alreadyPaidWords = m('alreadyPaid');
  const [phase, setPhase] = useState<PayPhase>({ kind: 'idle' });
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  // Back from the e-wallet's page through the browser's back button, the page may come out of
  // the back/forward cache still saying it is on its way there.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const finish = useCallback(
    async (outcome: PayOutcome) => {
      switch (outcome.kind) {
        case 'paid':
          // Leave first: refreshed here, the page would show the paid notice for a moment.
          setPhase({ kind: 'paid' });
          await navigate(paths.cart({ payed: true }));
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          return;
        case 'redirect':
          setPhase({ kind: 'redirecting' });
          window.location.assign(outcome.url);
          return;
        case 'authenticate':
          setPhase({ kind: 'authenticating', url: outcome.url });
          return;
        case 'poll':
          setPhase({ kind: 'checking' });
          return;
        case 'failed':
          setPhase({ kind: 'idle' });
          onFailure(payFailure(outcome.text));
      }
    },
    [navigate, onFailure, queryClient],
  );

  const run = useCallback(
    async (attempt: (signal: AbortSignal) => Promise<PayOutcome>) => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      try {
        let outcome = await attempt(controller.signal);
        if (outcome.kind === 'poll') {
          setPhase({ kind: 'checking' });
          outcome = await settle(order.id, controller.signal);
        }
        await finish(outcome);
      } catch (error) {
        if (controller.signal.aborted) return;
        setPhase({ kind: 'idle' });
        const failure = failureOfError(error, alreadyPaidWords);
        if (failure.alreadyPaid) {
          await queryClient.invalidateQueries({ queryKey: ['orders'] });
        }
        onFailure(failure);
      }
    },
    [alreadyPaidWords, finish, onFailure, order.id, queryClient],
  );

  /** Authorise & Pay. */
  const pay = ({ method, card }: Attempt) => {
    if (phase.kind !== 'idle') return;
    const byCard = isCardMethod(method);
    const problem = byCard ? cardProblem(card) : null;
    if (problem) {
      onFailure(payFailure({ key: problem }));
      return;
    }
    setPhase({ kind: 'working' });
    void run(async () => {
      await stage('stock', () => confirmStock(order.id));
      const intent = await stage('intent', () =>
        createPaymentIntent({ orderId: order.id, method }),
      );
      if (!byCard) {
        const url = intent.attributes.next_action?.redirect.url;
        if (!url) throw new PayStageError('intent', new Error('no e-wallet checkout page'));
        return { kind: 'redirect', url };
      }
      if (!payments) throw new PayStageError('intent', new Error('no card provider configured'));
      const billing = billingOf(order, email);
      const paymentMethod = await stage('method', () =>
        createCardPaymentMethod(payments, { details: cardDetailsOf(card), billing }),
      );
      const attached = await stage('attach', () =>
        attachPaymentMethod(payments, {
          intentId: intent.id,
          paymentMethod,
          clientKey: intent.attributes.client_key,
          returnUrl: `${window.location.origin}${payAuthenticatedPath(order.id)}`,
        }),
      );
      const outcome = intentOutcome(attached);
      if (outcome.kind === 'paid') {
        // The provider said paid: the server verifies it now, so the order reads paid at once
        // (the webhook would settle it too, so a failure here changes nothing for the buyer).
        await getPaymentStatus(order.id).catch(() => null);
      }
      return outcome;
    });
  };

  /** The 3-D Secure frame finished (or was closed): ask the server how it went. */
  const afterAuthentication = useCallback(() => {
    setPhase({ kind: 'checking' });
    void run(async () => ({ kind: 'poll' }));
  }, [run]);

  // product §6: the return page inside the frame posts '3DS-authentication-complete'.
  const authenticating = phase.kind === 'authenticating';
  useEffect(() => {
    if (!authenticating) return;
    const onMessage = (event: MessageEvent) => {
      if (isAuthenticationComplete(event, window.location.origin)) afterAuthentication();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [authenticating, afterAuthentication]);

  return { phase, pay, afterAuthentication };
}
