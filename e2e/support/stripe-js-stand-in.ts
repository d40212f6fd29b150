import type { StripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import type { BrowserContext, Route } from 'playwright-core';

// A stand-in for Stripe.js in Playwright's browser, backed by the Stripe double: pages load
// `https://js.stripe.com/v3/` and call `https://api.stripe.com`, as with Stripe; the browser
// context answers the first with this script and sends the second to the double, so card fields
// and confirmations run offline. It implements what Mercato's pages call: `Stripe(key)`,
// `elements().create('card')` with `mount`, `on('change')` and `destroy`, `createPaymentMethod` and
// `confirmCardSetup`.
// The card field is a plain input in the page (Stripe draws an iframe), labelled "Card number",
// where a test card's number is typed; Stripe's test payment method of that card is confirmed.

const STAND_IN = String.raw`(() => {
  const TEST_CARDS = {
    '4242424242424242': 'pm_card_visa',
    '5555555555554444': 'pm_card_mastercard',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000002500003155': 'pm_card_authenticationRequiredOnSetup',
    '4000002760003184': 'pm_card_authenticationRequired',
  };
  function post(path, key, params) {
    const body = new URLSearchParams({ ...params, key });
    return fetch('https://api.stripe.com' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    }).then((res) => res.json());
  }
  function cardElement() {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Card number');
    input.setAttribute('autocomplete', 'cc-number');
    input.className = 'stripe-stand-in__number';
    const handlers = [];
    input.addEventListener('input', () => {
      const digits = input.value.replace(/[\s-]/g, '');
      const error = digits.length >= 16 && !TEST_CARDS[digits] ? { message: 'Your card number is invalid.' } : undefined;
      for (const handler of handlers) handler({ complete: !!TEST_CARDS[digits], error });
    });
    return {
      input,
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        node.replaceChildren(input);
      },
      destroy() { input.remove(); },
      on(event, handler) { if (event === 'change') handlers.push(handler); },
    };
  }
  // The bank's 3-D Secure check, as Stripe's test page offers it: complete or fail. The intent after it.
  function bankCheck(id) {
    return new Promise((resolve) => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', '3D Secure test payment');
      for (const [label, outcome] of [['Complete authentication', 'pass'], ['Fail authentication', 'fail']]) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', async () => {
          dialog.remove();
          const res = await fetch('https://api.stripe.com/_double/authenticate/' + id + '?outcome=' + outcome);
          resolve(await res.json());
        });
        dialog.append(button);
      }
      document.body.append(dialog);
    });
  }
  window.Stripe = function Stripe(key) {
    return {
      elements() { return { create: () => cardElement() }; },
      async createPaymentMethod(data) {
        const digits = data.card.input.value.replace(/[\s-]/g, '');
        if (!TEST_CARDS[digits]) return { error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } };
        const params = { type: 'card', 'card[number]': digits, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' };
        const name = data.billing_details && data.billing_details.name;
        if (name) params['billing_details[name]'] = name;
        const answer = await post('/v1/payment_methods', key, params);
        return answer.error ? { error: answer.error } : { paymentMethod: answer };
      },
      async createToken(type, data) {
        // Stripe.js tokenises an account's facts in the browser; the double takes any ct_ token.
        if (type !== 'account' || !data || !data.tos_shown_and_accepted) {
          return { error: { message: 'The terms of service must be accepted.' } };
        }
        return { token: { id: 'ct_test_' + Math.random().toString(36).slice(2), object: 'token' } };
      },
      async handleNextAction({ clientSecret }) {
        const intent = await bankCheck(clientSecret.split('_secret_')[0]);
        if (intent.status === 'requires_capture' || intent.status === 'succeeded') return { paymentIntent: intent };
        return { error: { message: (intent.last_payment_error && intent.last_payment_error.message) || 'Authentication failed.' } };
      },
      async confirmCardSetup(clientSecret, data) {
        const digits = data.payment_method.card.input.value.replace(/[\s-]/g, '');
        const paymentMethod = TEST_CARDS[digits];
        if (!paymentMethod) return { error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } };
        const id = clientSecret.split('_secret_')[0];
        let answer = await post('/v1/setup_intents/' + id + '/confirm', key, {
          client_secret: clientSecret,
          payment_method: paymentMethod,
        });
        if (answer.error) return { error: answer.error };
        // Stripe.js runs the bank's check itself when saving a card asks for one.
        if (answer.status === 'requires_action') answer = await bankCheck(id);
        if (answer.status !== 'succeeded') {
          const failure = answer.last_setup_error && answer.last_setup_error.message;
          return { error: { message: failure || 'We are unable to authenticate your payment method.' } };
        }
        return { setupIntent: answer };
      },
    };
  };
})();`;

/**
 * Serves the stand-in at Stripe.js's URL and sends the page's calls to Stripe's API to the
 * double, with the publishable key the page gave (Stripe.js sends it as the `key` parameter).
 */
export async function installStripeJsStandIn(context: BrowserContext, double: StripeDouble): Promise<void> {
  await context.route('https://js.stripe.com/v3/**', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STAND_IN }),
  );
  await context.route('https://api.stripe.com/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const params = new URLSearchParams(request.postData() ?? '');
    const key = params.get('key') ?? '';
    params.delete('key');
    const answer = await route.fetch(
      request.method() === 'GET'
        ? { url: `${double.url}${url.pathname}${url.search}`, method: 'GET' }
        : {
            url: `${double.url}${url.pathname}${url.search}`,
            method: request.method(),
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
            postData: params.toString(),
          },
    );
    await route.fulfill({
      status: answer.status(),
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}
