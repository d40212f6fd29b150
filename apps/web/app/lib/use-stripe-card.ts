import { useEffect, useRef, useState } from 'react';
import { loadStripeJs, type StripeCardElement, type StripeJs } from './stripe-js.ts';

/**
 * Stripe's card field in a page: Stripe.js loaded once, a card element mounted in `mountRef`'s
 * node (which React must leave empty: Stripe.js owns it), and the message of Stripe's own check of
 * what is typed. A new `resetKey` mounts a fresh, empty field.
 */
export function useStripeCard(publishableKey: string, resetKey: unknown = null) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [error, setError] = useState<string | null>(null);
  const changeListeners = useRef<(() => void)[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh field when resetKey changes.
  useEffect(() => {
    let cancelled = false;
    loadStripeJs().then(
      (Stripe) => {
        if (cancelled || !mountRef.current) return;
        const stripe = Stripe(publishableKey);
        const card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('change', (event) => {
          setError(event.error?.message ?? null);
          for (const listener of changeListeners.current) listener();
        });
        stripeRef.current = { stripe, card };
        setState('ready');
      },
      () => !cancelled && setState('unavailable'),
    );
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey, resetKey]);

  return {
    mountRef,
    state,
    error,
    setError,
    /** Stripe.js and the mounted card, once ready. */
    current: () => stripeRef.current,
    /** Called whenever what is typed in the field changes. */
    onChange: (listener: () => void) => {
      changeListeners.current.push(listener);
    },
  };
}
