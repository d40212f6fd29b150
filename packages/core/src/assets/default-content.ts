import type { MarketplaceConfig } from '../config/marketplace-config.ts';
import { DEFAULT_TRANSLATIONS } from '../texts/all-catalogs.ts';
import { defaultEmailTexts } from './email-texts.ts';

/**
 * The content every marketplace starts with (api notes §9): texts, top bar, footer, the four pages
 * in the page-asset format (sections of blocks of typed fields, as the template's PageBuilder reads
 * them), email texts and the commission. The operator replaces any of them with a new version; until
 * then they follow the marketplace name.
 */

type Field = { fieldType: string; content?: string; href?: string };

const heading = (level: 1 | 2 | 3, content: string): Field => ({ fieldType: `heading${level}`, content });
const paragraph = (content: string): Field => ({ fieldType: 'paragraph', content });
const markdown = (content: string): Field => ({ fieldType: 'markdown', content });
const internalLink = (href: string, content: string): Field => ({
  fieldType: 'internalButtonLink',
  href,
  content,
});

function meta(title: string, description: string) {
  return {
    pageTitle: { fieldType: 'metaTitle', content: title },
    pageDescription: { fieldType: 'metaDescription', content: description },
  };
}

function landingPage(name: string) {
  return {
    meta: meta(
      `Book trusted local services on ${name}`,
      'Find and book services from independent providers.',
    ),
    sections: [
      {
        sectionType: 'hero',
        sectionId: 'hero',
        title: heading(1, `Book trusted local services on ${name}`),
        description: paragraph(
          'Independent providers publish their services and calendars. Pick a time that suits you, pay securely by card, and message your provider directly.',
        ),
        callToAction: internalLink('/s', 'Browse services'),
      },
      {
        sectionType: 'features',
        sectionId: 'how-it-works',
        title: heading(2, 'How it works'),
        blocks: [
          {
            blockType: 'defaultBlock',
            blockId: 'find',
            title: heading(3, 'Find a provider'),
            text: markdown('Browse services, read reviews, and compare prices and availability.'),
          },
          {
            blockType: 'defaultBlock',
            blockId: 'book',
            title: heading(3, 'Request a booking'),
            text: markdown(
              "Choose a time from the provider's calendar. Your card is charged only once they accept.",
            ),
          },
          {
            blockType: 'defaultBlock',
            blockId: 'review',
            title: heading(3, 'Meet and review'),
            text: markdown('After the session, both of you leave a review to help the next person decide.'),
          },
        ],
      },
    ],
  };
}

function articlePage(pageId: string, title: string, description: string, body: string) {
  return {
    meta: meta(title, description),
    sections: [
      {
        sectionType: 'article',
        sectionId: pageId,
        title: heading(1, title),
        blocks: [{ blockType: 'defaultBlock', blockId: `${pageId}-text`, text: markdown(body) }],
      },
    ],
  };
}

function termsOfService(name: string) {
  return articlePage(
    'terms-of-service',
    'Terms of service',
    `The terms of using ${name}.`,
    [
      'These terms describe how this marketplace works. Providers list their services and decide whom they accept. Customers book and pay through the marketplace, and the payment reaches the provider once the booking is completed.',
      'Treat other members with respect. Describe your services truthfully and keep the bookings you accept. The operator may remove listings or accounts that break these rules.',
      'The operator of this marketplace publishes the binding version of these terms and tells members when they change.',
    ].join('\n\n'),
  );
}

function privacyPolicy(name: string) {
  return articlePage(
    'privacy-policy',
    'Privacy policy',
    `How ${name} handles your personal data.`,
    [
      'We store the details you give us — your name, email address, profile and the bookings and messages you make — to run the marketplace for you.',
      'Other members see your public profile. Contact details are shown to the other party of a booking only where it is needed to deliver it.',
      'You can change your details in your account settings, and ask the operator to delete your account.',
    ].join('\n\n'),
  );
}

function aboutPage(name: string) {
  return articlePage(
    'about',
    `About ${name}`,
    `What ${name} is and who runs it.`,
    `${name} brings together people who offer services and people who need them.\n\nThis page is content the marketplace team can change at any time.`,
  );
}

function footer(name: string) {
  return {
    numberOfColumns: 2,
    slogan: { fieldType: 'text', content: 'A marketplace for local services.' },
    copyright: { fieldType: 'text', content: `© ${name}` },
    socialMediaLinks: [],
    blocks: [
      {
        blockType: 'defaultBlock',
        blockId: 'footer-pages',
        text: markdown(
          '[About](/p/about)\n\n[Terms of service](/terms-of-service)\n\n[Privacy policy](/privacy-policy)',
        ),
      },
    ],
  };
}

/**
 * The content documents a marketplace has until the operator writes its own, by absolute path,
 * worded with the marketplace's name (the configuration's unless given). Each document is made when
 * it is read (every page reads one or two of them, and the e-mail texts alone are a few hundred
 * strings), so listing the paths costs nothing.
 */
export function defaultContentAssets(
  config: MarketplaceConfig,
  marketplaceName = config.marketplaceName,
): Record<string, unknown> {
  const name = marketplaceName;
  return lazyRecord({
    '/content/translations.json': () => DEFAULT_TRANSLATIONS,
    '/content/top-bar.json': () => config.topbar ?? { customLinks: [] },
    '/content/footer.json': () => config.footer ?? footer(name),
    '/content/email-texts.json': () => defaultEmailTexts(),
    '/content/pages/landing-page.json': () => landingPage(name),
    '/content/pages/terms-of-service.json': () => termsOfService(name),
    '/content/pages/privacy-policy.json': () => privacyPolicy(name),
    '/content/pages/about.json': () => aboutPage(name),
    '/transactions/commission.json': () => ({
      providerCommission: { percentage: 0 },
      customerCommission: { percentage: 0 },
    }),
  });
}

/** A record whose values are made on first read (enumerable, so keys and entries see them all). */
function lazyRecord(builders: Record<string, () => unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, build] of Object.entries(builders)) {
    let made = false;
    let value: unknown;
    Object.defineProperty(record, key, {
      enumerable: true,
      get() {
        if (!made) {
          value = build();
          made = true;
        }
        return value;
      },
    });
  }
  return record;
}
