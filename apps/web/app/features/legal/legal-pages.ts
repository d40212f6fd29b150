/** The legal pages of spec §2 by path, with their paragraphs. */
export const LEGAL_PAGES = {
  '/terms-of-service': {
    title: 'Terms of service',
    body: [
      'These terms describe how this marketplace works. Providers list their services and decide whom they accept. Customers book and pay through the marketplace, and the payment reaches the provider once the booking is completed.',
      'Treat other members with respect. Describe your services truthfully and keep the bookings you accept. The operator may remove listings or accounts that break these rules.',
      'The operator of this marketplace publishes the binding version of these terms and tells members when they change.',
    ],
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    body: [
      'We store the details you give us — your name, email address, profile and the bookings and messages you make — to run the marketplace for you.',
      'Other members see your public profile. Contact details are shown to the other party of a booking only where it is needed to deliver it.',
      'You can change your details in your account settings, and ask the operator to delete your account.',
    ],
  },
} as const;

/** The legal page at a path (terms of service for any other). */
export function legalPageAt(path: string) {
  return LEGAL_PAGES[path as keyof typeof LEGAL_PAGES] ?? LEGAL_PAGES['/terms-of-service'];
}
