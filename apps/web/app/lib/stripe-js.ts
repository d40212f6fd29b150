// Stripe.js in the browser: loaded from Stripe's own origin, as Stripe requires (never bundled),
// once per page, when a page needs a card field. Only the parts Mercato calls are typed here.

/** Stripe.js's URL; the CSP allows its origin when payments go through Stripe. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { error?: { message: string } | undefined }) => void): void;
}

export interface StripeResultError {
  message?: string;
  code?: string;
}

export interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: Record<string, unknown>;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeResultError }>;
  /** A token of an account's facts (business type, terms accepted) for `stripe_account/create`. */
  createToken(
    type: 'account',
    data: { business_type: 'individual' | 'company'; tos_shown_and_accepted: boolean },
  ): Promise<{ token?: { id: string }; error?: StripeResultError }>;
  /** Shows what the payment waits for (the bank's 3-D Secure check) and completes it. */
  handleNextAction(data: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { status: string }; error?: StripeResultError }>;
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details?: Record<string, unknown> } },
  ): Promise<{ setupIntent?: { payment_method: string | null; status: string }; error?: StripeResultError }>;
}

type StripeConstructor = (publishableKey: string) => StripeJs;

let loading: Promise<StripeConstructor> | undefined;

/** Loads Stripe.js once (a script element of its URL) and gives its `Stripe` constructor. */
export function loadStripeJs(): Promise<StripeConstructor> {
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const found = (window as { Stripe?: StripeConstructor }).Stripe;
    if (found) {
      resolve(found);
      return;
    }
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Stripe?: StripeConstructor }).Stripe;
      if (loaded) resolve(loaded);
      else reject(new Error('Stripe.js loaded without Stripe'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
