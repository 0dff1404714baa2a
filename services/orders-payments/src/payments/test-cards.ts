import { AppError } from '@techpack/platform';

// The embedded provider's cards: what it decides on a test card, and the checks the card form itself makes.
// ./test.payment-provider.ts re-exports the test cards, luhnValid and the card types.

// Test cards, as Stripe documents them for its test mode.
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

const SUCCEEDING = new Set(['4242424242424242', '5555555555554444', '4000056655665556', '378282246310005']);
const DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
const NON_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  cardNumber: string;
  expiry?: string;
  cvc?: string;
}

export type ConfirmResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'declined'; paymentIntentId: string; code: string; message: string };

// The card form's checks (nothing reaches the provider, no event: these throw), then the provider's decision on a test
// card: null for one that succeeds, else the decline it answers with.
export function cardDecline(card: CardInput): { code: string; message: string } | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!luhnValid(digits))
    throw new AppError(400, 'PAYMENT.INCORRECT_NUMBER', 'Your card number is incorrect.');
  if (card.expiry) {
    const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
    if (!m) throw new AppError(400, 'PAYMENT.INVALID_EXPIRY', "Your card's expiration date is incomplete.");
    const month = Number(m[1]);
    const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    const now = new Date();
    if (month < 1 || month > 12)
      throw new AppError(400, 'PAYMENT.INVALID_EXPIRY', "Your card's expiration month is invalid.");
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      throw new AppError(400, 'PAYMENT.INVALID_EXPIRY', "Your card's expiration year is in the past.");
    }
  }
  if (card.cvc !== undefined && card.cvc !== '' && !/^\d{3,4}$/.test(card.cvc)) {
    throw new AppError(400, 'PAYMENT.INVALID_CVC', "Your card's security code is incomplete.");
  }
  return SUCCEEDING.has(digits)
    ? null
    : (DECLINES[digits] ?? { code: 'card_declined', message: NON_TEST_CARD });
}
