/**
 * The demo marketplace's history: what its users bought, booked and asked of each other in the weeks
 * before the first start, told as stories a seed plays through the transaction engine on a clock
 * that starts in the past (seed-demo-history.ts). Every demo user ends with orders or sales in
 * several states, messages and published reviews.
 */

/** Who acts in a step: the story's customer or the listing's author. */
export type DemoSide = 'customer' | 'provider';

/**
 * One step of a story, `at` days after it begins (fractions are hours). Timers run a day or more
 * after what they wait for: an hourly booking skips a Sunday when its day falls on one.
 */
export type DemoStep =
  | { at: number; by: DemoSide; say: string }
  | {
      at: number;
      by: DemoSide;
      transition: string;
      review?: { rating: number; text: string };
      /** What the customer tells the marketplace of a dispute. */
      disputeReason?: string;
    }
  /** The marketplace's timers run: every delayed transition due by then (expiries, completions). */
  | { at: number; timers: true };

/** How the story's transaction begins (its initial transition, by the customer, at day 0). */
export type DemoStart =
  /** A booking request paid by card: `day` days after the story begins, at `hour` local time (hourly listings) or for `length` days or nights. */
  | { book: { day: number; hour?: number; length: number } }
  /** An order of `quantity` units, shipped. */
  | { buy: { quantity: number } }
  /** A digital guide bought by card. */
  | { download: true }
  /** A conversation (listings without a price). */
  | { inquire: true };

export interface DemoStory {
  /** The title of a demo listing (demo-listings.ts). */
  listing: string;
  customer: 'ben' | 'cleo';
  /** Days before the seed's now that the story begins; every step falls before now. */
  begins: number;
  start: DemoStart;
  steps: DemoStep[];
}

const paid = (at: number): DemoStep => ({ at, by: 'customer', transition: 'confirm-payment' });

export const DEMO_HISTORY: DemoStory[] = [
  {
    listing: 'Sunrise yoga by the sea',
    customer: 'ben',
    begins: 26,
    start: { book: { day: 3, hour: 8, length: 1 } },
    steps: [
      paid(0),
      { at: 0.01, by: 'customer', say: 'Hi Ada! First time doing yoga outdoors. Anything I should bring?' },
      { at: 0.15, by: 'provider', say: 'Welcome! Just warm layers; it is breezy on the rocks at that hour.' },
      { at: 0.16, by: 'provider', transition: 'accept' },
      { at: 0.2, by: 'customer', say: 'Perfect, see you there.' },
      { at: 6.5, timers: true },
      {
        at: 7,
        by: 'customer',
        transition: 'review-1-by-customer',
        review: { rating: 5, text: 'Calm, kind and well paced. The sea at sunrise did the rest.' },
      },
      {
        at: 7.4,
        by: 'provider',
        transition: 'review-2-by-provider',
        review: { rating: 5, text: 'Ben came early and helped carry the mats. Welcome back any time!' },
      },
    ],
  },
  {
    listing: 'Archipelago sauna cabin',
    customer: 'ben',
    begins: 40,
    start: { book: { day: 10, length: 3 } },
    steps: [
      paid(0),
      { at: 0.02, by: 'customer', say: 'Is the sauna wood-fired? We would love to try a lake dip.' },
      { at: 0.3, by: 'provider', say: 'Wood-fired, and the jetty is right below it. The water is cold!' },
      { at: 0.31, by: 'provider', transition: 'accept' },
      { at: 16, timers: true },
      {
        at: 16.2,
        by: 'provider',
        transition: 'review-1-by-provider',
        review: { rating: 5, text: 'Left the cabin spotless and the woodpile stacked. Thank you!' },
      },
      {
        at: 17,
        by: 'customer',
        transition: 'review-2-by-customer',
        review: { rating: 4, text: 'Magical sauna and silence. The road in is rough after rain.' },
      },
    ],
  },
  {
    listing: 'Sourdough baking workshop',
    customer: 'cleo',
    begins: 18,
    start: { book: { day: 4, hour: 10, length: 3 } },
    steps: [
      paid(0),
      { at: 0.4, by: 'provider', transition: 'accept' },
      { at: 0.5, by: 'provider', say: 'See you Saturday! Bring an apron and a clean jar for your starter.' },
      { at: 8, timers: true },
      {
        at: 9,
        by: 'customer',
        transition: 'review-1-by-customer',
        review: {
          rating: 5,
          text: 'My first loaf that actually rose. Ada explains the why, not just the how.',
        },
      },
      { at: 13, timers: true },
    ],
  },
  {
    listing: 'Personal training in the park',
    customer: 'cleo',
    begins: 9,
    start: { book: { day: 3, hour: 7, length: 1 } },
    steps: [
      paid(0),
      { at: 0.3, by: 'provider', say: 'So sorry, I am away that week. Could you pick a day after the 20th?' },
      { at: 0.31, by: 'provider', transition: 'decline' },
      { at: 0.5, by: 'customer', say: 'No problem, I will book again when I know my schedule.' },
    ],
  },
  {
    listing: 'Spanish conversation hour',
    customer: 'ben',
    begins: 12,
    start: { book: { day: 2, hour: 9, length: 1 } },
    steps: [
      paid(0),
      { at: 0.05, by: 'customer', say: '¡Hola! I am a beginner, is that all right?' },
      { at: 4.5, timers: true },
    ],
  },
  {
    listing: 'Full-frame camera kit',
    customer: 'cleo',
    begins: 2,
    start: { book: { day: 5, length: 2 } },
    steps: [
      paid(0),
      { at: 0.2, by: 'provider', transition: 'accept' },
      {
        at: 0.25,
        by: 'provider',
        say: 'Booked! The batteries will be charged; the 35 mm lens is in the bag too.',
      },
    ],
  },
  {
    listing: 'Portrait photo session',
    customer: 'ben',
    begins: 3,
    start: { book: { day: 5, hour: 10, length: 2 } },
    steps: [
      paid(0),
      { at: 0.1, by: 'customer', say: 'Could we start at the Miradouro de São Pedro de Alcântara?' },
      { at: 0.5, by: 'provider', say: 'Great choice. The light there is lovely before noon.' },
      { at: 0.55, by: 'provider', transition: 'accept' },
    ],
  },
  {
    listing: 'Pottery wheel evening',
    customer: 'ben',
    begins: 1,
    start: { book: { day: 6, hour: 18, length: 2 } },
    steps: [paid(0), { at: 0.02, by: 'customer', say: 'Could a friend come along and watch?' }],
  },
  {
    listing: 'Hand-thrown stoneware mug',
    customer: 'ben',
    begins: 21,
    start: { buy: { quantity: 2 } },
    steps: [
      paid(0),
      { at: 1.5, by: 'provider', say: 'Two mugs wrapped and on their way. Enjoy!' },
      { at: 1.5, by: 'provider', transition: 'mark-delivered' },
      { at: 5, by: 'customer', transition: 'mark-received' },
      { at: 5.01, timers: true },
      {
        at: 6,
        by: 'customer',
        transition: 'review-1-by-customer',
        review: { rating: 5, text: 'Heavy, warm to hold, and the glaze is even nicer than in the photos.' },
      },
      {
        at: 6.3,
        by: 'provider',
        transition: 'review-2-by-provider',
        review: { rating: 5, text: 'A pleasure to sell to. Thank you, Ben!' },
      },
    ],
  },
  {
    listing: 'Knitted wool beanie',
    customer: 'cleo',
    begins: 6,
    start: { buy: { quantity: 1 } },
    steps: [
      paid(0),
      { at: 1, by: 'provider', transition: 'mark-delivered' },
      { at: 3, by: 'customer', transition: 'mark-received' },
      { at: 3.01, timers: true },
    ],
  },
  {
    listing: 'Beeswax candle set',
    customer: 'cleo',
    begins: 2,
    start: { buy: { quantity: 1 } },
    steps: [
      paid(0),
      { at: 0.1, by: 'customer', say: 'Could you gift-wrap this one? It is a birthday present.' },
    ],
  },
  {
    listing: 'Walnut cutting board',
    customer: 'ben',
    begins: 11,
    start: { buy: { quantity: 1 } },
    steps: [
      paid(0),
      { at: 2, by: 'provider', transition: 'mark-delivered' },
      { at: 4, by: 'customer', say: 'The board arrived with a crack along one edge, I am afraid.' },
      {
        at: 4.01,
        by: 'customer',
        transition: 'dispute',
        disputeReason: 'It arrived cracked along one edge.',
      },
      { at: 4.3, by: 'provider', say: 'Oh no, I am so sorry. The marketplace will help us sort it out.' },
    ],
  },
  {
    listing: 'Linen tote bag',
    customer: 'ben',
    begins: 4,
    start: { buy: { quantity: 1 } },
    steps: [paid(0), { at: 2, by: 'provider', transition: 'mark-delivered' }],
  },
  {
    listing: 'Lisbon on foot: five walking routes',
    customer: 'ben',
    begins: 10,
    start: { download: true },
    steps: [
      paid(0),
      { at: 7.1, timers: true },
      {
        at: 8,
        by: 'customer',
        transition: 'review',
        review: { rating: 4, text: 'Route three along the river was the highlight of the trip.' },
      },
    ],
  },
  {
    listing: 'Sourdough starter handbook',
    customer: 'cleo',
    begins: 1,
    start: { download: true },
    steps: [paid(0)],
  },
  {
    listing: 'Ask me about moving to Lisbon',
    customer: 'ben',
    begins: 5,
    start: { inquire: true },
    steps: [
      {
        at: 0,
        by: 'customer',
        say: 'Hi Cleo! Which neighbourhood would you pick for a first year in Lisbon?',
      },
      { at: 0.4, by: 'provider', say: 'Campo de Ourique: calm, flat (rare here!) and full of small shops.' },
      { at: 0.5, by: 'customer', say: 'Flat sounds wonderful. How early should I look for a flat?' },
      {
        at: 1.2,
        by: 'provider',
        say: 'Two months ahead, and visit in person: the best ones never reach the websites.',
      },
    ],
  },
  {
    listing: 'Helsinki on a budget',
    customer: 'cleo',
    begins: 7,
    start: { inquire: true },
    steps: [
      { at: 0, by: 'customer', say: 'Is the sauna at Löyly worth the price, or is there a cheaper one?' },
      { at: 0.3, by: 'provider', say: 'Try Sompasauna: run by volunteers, and free!' },
    ],
  },
];
