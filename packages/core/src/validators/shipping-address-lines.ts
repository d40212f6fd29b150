// How an order's shipping address reads, from `protectedData.shippingDetails` as the web template
// stores it (name, phoneNumber, address.line1…country). The order and sale pages and the
// transaction emails show it the same way. No dependencies: pages import it.

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function detailsOf(protectedData: Record<string, unknown>) {
  const details = (protectedData.shippingDetails ?? {}) as Record<string, unknown>;
  return { details, address: (details.address ?? {}) as Record<string, unknown> };
}

/**
 * The lines of an order's shipping address: recipient, street lines, "city state postal code" and
 * country, each only when given; none for an order without one.
 */
export function shippingAddressLinesOf(protectedData: Record<string, unknown>): string[] {
  const { details, address } = detailsOf(protectedData);
  const cityLine = [textOf(address.city), textOf(address.state), textOf(address.postalCode)]
    .filter(Boolean)
    .join(' ');
  return [
    textOf(details.name),
    textOf(address.line1),
    textOf(address.line2),
    cityLine || null,
    textOf(address.country),
  ].filter((line): line is string => line !== null);
}

/** The phone number given with an order's shipping address, or null. */
export function shippingPhoneOf(protectedData: Record<string, unknown>): string | null {
  return textOf(detailsOf(protectedData).details.phoneNumber);
}
