import { isApiError } from '../../../lib/api-client';
import { ProviderError } from '../api/paymongo';
import { nextStepOf, providerFailure, type IntentStatus } from './payment-flow';
import type { PayText } from './pay-text';

/** Where a payment attempt goes next. */
export type PayOutcome =
  | { kind: 'paid' }
  | { kind: 'redirect'; url: string }
  | { kind: 'authenticate'; url: string }
  | { kind: 'poll' }
  | { kind: 'failed'; text: PayText };

/** An intent's status (and its 3-D Secure page, if any) as the page's next move. */
export function outcomeOfIntent(intent: {
  status: IntentStatus;
  redirectUrl?: string | null;
  lastError?: unknown;
}): PayOutcome {
  switch (nextStepOf(intent.status)) {
    case 'paid':
      return { kind: 'paid' };
    case 'authenticate':
      return intent.redirectUrl
        ? { kind: 'authenticate', url: intent.redirectUrl }
        : { kind: 'failed', text: { key: 'paymentAuthoriseFailed' } };
    case 'failed':
      return { kind: 'failed', text: providerFailure(intent.lastError) };
    case 'poll':
      return { kind: 'poll' };
  }
}

/** Which call of the attempt failed: its failures are worded differently (product §10). */
export type PayStage = 'stock' | 'intent' | 'method' | 'attach' | 'status';

/** A failed attempt as the page shows it (worded there: wordPayText). */
export type PayFailure = {
  text: PayText;
  /** the stock check refused: offer the way back to the chef's menu */
  stock: boolean;
  /** the order turned out to be paid already */
  alreadyPaid: boolean;
};

export const payFailure = (text: PayText, extra: Partial<PayFailure> = {}): PayFailure => ({
  text,
  stock: false,
  alreadyPaid: false,
  ...extra,
});

/**
 * Our server's refusal in its own words (4xx, in the visitor's language: decision 044), or null
 * for a crash or no answer at all.
 */
const serverWords = (error: unknown): string | null =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'VALIDATION'
    ? error.message
    : null;

/**
 * product §10: the stock check's message is shown with a way back to the menu; creation
 * failures read 'There was an error in creating the payment...'; a card the provider refuses
 * reads 'We encountered an error...' (5 s); an attach failure shows the provider's first error
 * detail, else 'There was an error in processing the payment'. An order paid meanwhile shows
 * 'This order has already been payed for!'.
 */
export function failureOf(stage: PayStage, error: unknown, alreadyPaidWords: string): PayFailure {
  const words = serverWords(error);
  if (words !== null && words === alreadyPaidWords) {
    return payFailure({ words }, { alreadyPaid: true });
  }
  const said = words === null ? null : { words };
  const createFailed: PayText = { key: 'paymentCreateFailed' };
  const processingFailed: PayText = { key: 'paymentProcessingFailed' };
  switch (stage) {
    case 'stock':
      return said ? payFailure(said, { stock: true }) : payFailure(createFailed);
    case 'intent':
      return payFailure(said ?? createFailed);
    case 'method':
      return error instanceof ProviderError && error.status >= 400 && error.status < 500
        ? payFailure({ key: 'cardFailed' })
        : payFailure(createFailed);
    case 'attach':
      return payFailure(
        error instanceof ProviderError && error.detail ? { words: error.detail } : processingFailed,
      );
    case 'status':
      return payFailure(said ?? processingFailed);
  }
}

/** Thrown inside an attempt so the page knows which call failed. */
export class PayStageError extends Error {
  readonly stage: PayStage;

  constructor(stage: PayStage, cause: unknown) {
    super(`payment ${stage} failed`, { cause });
    this.name = 'PayStageError';
    this.stage = stage;
  }
}

/** Runs one call of an attempt, labelling its failure with the stage it belongs to. */
export async function stage<T>(name: PayStage, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PayStageError(name, error);
  }
}

/** `alreadyPaidWords`: the spec's alreadyPaid in the visitor's language, as the server says it. */
export const failureOfError = (error: unknown, alreadyPaidWords: string): PayFailure =>
  error instanceof PayStageError
    ? failureOf(error.stage, error.cause, alreadyPaidWords)
    : payFailure({ key: 'paymentProcessingFailed' });
