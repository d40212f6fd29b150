import type { DemoMotif } from './scenes/demo-scenes.ts';

/** Where demo listings are: a real address and its coordinates. */
interface DemoPlace {
  address: string;
  lat: number;
  lng: number;
  timezone: string;
}

const PLACES: Record<string, DemoPlace> = {
  helsinki: {
    address: 'Kaivopuisto, 00140 Helsinki, Finland',
    lat: 60.1573,
    lng: 24.9563,
    timezone: 'Europe/Helsinki',
  },
  berlin: {
    address: 'Oranienstraße 25, 10999 Berlin, Germany',
    lat: 52.5019,
    lng: 13.4189,
    timezone: 'Europe/Berlin',
  },
  lisbon: {
    address: 'Rua da Rosa 120, 1200-389 Lisbon, Portugal',
    lat: 38.7131,
    lng: -9.1449,
    timezone: 'Europe/Lisbon',
  },
  newYork: {
    address: '220 Kent Ave, Brooklyn, NY 11249, USA',
    lat: 40.7158,
    lng: -73.9652,
    timezone: 'America/New_York',
  },
  austin: {
    address: '1100 S Congress Ave, Austin, TX 78704, USA',
    lat: 30.2527,
    lng: -97.7485,
    timezone: 'America/Chicago',
  },
  toronto: {
    address: '35 Baldwin St, Toronto, ON M5T 1L1, Canada',
    lat: 43.6559,
    lng: -79.3937,
    timezone: 'America/Toronto',
  },
  barcelona: {
    address: 'Carrer de Blai 30, 08004 Barcelona, Spain',
    lat: 41.3737,
    lng: 2.1637,
    timezone: 'Europe/Madrid',
  },
  copenhagen: {
    address: 'Jægersborggade 40, 2200 Copenhagen, Denmark',
    lat: 55.6931,
    lng: 12.5457,
    timezone: 'Europe/Copenhagen',
  },
};

/** One demo listing: who offers what, where, for how much. */
export interface DemoListing {
  author: 'ada' | 'cleo';
  type:
    | 'service-with-calendar'
    | 'lessons'
    | 'gear-rental'
    | 'place-to-stay'
    | 'handmade-goods'
    | 'clothing'
    | 'digital-guides'
    | 'local-advice';
  title: string;
  description: string;
  place: keyof typeof PLACES;
  /** Minor units of USD; none for conversation-only listings. */
  price?: number;
  photos: number;
  /** What its drawn photos show (`scenes/demo-scenes.ts`). */
  motif: DemoMotif;
  featured?: boolean;
  /** Weekday hours (`HH:mm-HH:mm`) for hourly services; seats per day for day and night types. */
  hours?: string;
  seats?: number;
  stock?: number;
  /**
   * Sessions of set lengths, each at its own price, or versions of an item each at its own price
   * (listing types with price variations).
   */
  variants?: {
    name: string;
    priceInSubunits: number;
    bookingLengthInMinutes?: number;
    startTimeInterval?: 'quarterHour' | 'halfHour' | 'hour';
  }[];
  /** Units of each version of an item sold by variant. */
  variantStock?: Record<string, number>;
  /** The PDF a digital guide delivers to its buyer: its file name and its page's lines. */
  guide?: { fileName: string; lines: string[] };
}

/** Where a demo listing is. */
export function placeOf(listing: DemoListing): DemoPlace {
  return PLACES[listing.place]!;
}

/** The demo marketplace's listings: every listing type, eight cities, four featured (a row of the landing page). */
export const DEMO_LISTINGS: DemoListing[] = [
  {
    author: 'ada',
    type: 'service-with-calendar',
    title: 'Sunrise yoga by the sea',
    description:
      'An unhurried hour of stretching and breathing on the rocks of Kaivopuisto. Mats provided; all levels welcome.',
    place: 'helsinki',
    price: 2500,
    photos: 2,
    motif: 'yoga-by-the-sea',
    featured: true,
    hours: '07:00-10:00',
  },
  {
    author: 'ada',
    type: 'service-with-calendar',
    title: 'Sourdough baking workshop',
    description:
      'Feed a starter, shape a loaf and take home your own jar of culture. Three hours in a small shared kitchen.',
    place: 'berlin',
    price: 6500,
    photos: 2,
    motif: 'sourdough',
    hours: '10:00-18:00',
  },
  {
    author: 'cleo',
    type: 'service-with-calendar',
    title: 'Portrait photo session',
    description:
      'Natural-light portraits in the old streets of Bairro Alto, with twenty edited photos delivered within a week.',
    place: 'lisbon',
    price: 9000,
    photos: 2,
    motif: 'portrait',
    featured: true,
    hours: '09:00-17:00',
  },
  {
    author: 'ada',
    type: 'lessons',
    title: 'Beginner guitar lessons',
    description:
      'Chords, strumming and your first three songs. Guitars to borrow if you do not have one yet. Try a short lesson first, or take the long one and leave with a song.',
    place: 'austin',
    price: 2500,
    photos: 1,
    motif: 'guitar',
    hours: '14:00-20:00',
    variants: [
      {
        name: 'Taster lesson',
        priceInSubunits: 2500,
        bookingLengthInMinutes: 30,
        startTimeInterval: 'halfHour',
      },
      { name: 'Full lesson', priceInSubunits: 4000, bookingLengthInMinutes: 60 },
      {
        name: 'Song workshop',
        priceInSubunits: 5500,
        bookingLengthInMinutes: 90,
        startTimeInterval: 'halfHour',
      },
    ],
  },
  {
    author: 'cleo',
    type: 'service-with-calendar',
    title: 'Bike repair clinic',
    description:
      'Bring your bike and learn to fix a flat, adjust brakes and tune gears with a mechanic beside you.',
    place: 'copenhagen',
    price: 3500,
    photos: 1,
    motif: 'bike-repair',
    hours: '16:00-20:00',
  },
  {
    author: 'ada',
    type: 'service-with-calendar',
    title: 'Spanish conversation hour',
    description:
      'Relaxed conversation practice over coffee for intermediate learners. Topics change every week.',
    place: 'barcelona',
    price: 2000,
    photos: 1,
    motif: 'conversation',
    hours: '08:00-12:00',
  },
  {
    author: 'cleo',
    type: 'service-with-calendar',
    title: 'Pottery wheel evening',
    description:
      'Throw your first bowls on the wheel. Pieces are glazed and fired and ready to collect in two weeks.',
    place: 'toronto',
    price: 5500,
    photos: 2,
    motif: 'pottery-wheel',
    hours: '17:00-21:00',
  },
  {
    author: 'ada',
    type: 'service-with-calendar',
    title: 'Personal training in the park',
    description: 'A full-body session built around your goals, outdoors in McCarren Park, rain or shine.',
    place: 'newYork',
    price: 7000,
    photos: 1,
    motif: 'park-training',
    hours: '06:00-09:00',
  },
  {
    author: 'cleo',
    type: 'gear-rental',
    title: 'Touring kayak with paddle and vest',
    description:
      'A stable sea kayak for day trips among the islands. Delivered to the shore, spray skirt included.',
    place: 'helsinki',
    price: 5500,
    photos: 2,
    motif: 'kayak',
    featured: true,
    seats: 3,
  },
  {
    author: 'ada',
    type: 'gear-rental',
    title: 'Full-frame camera kit',
    description:
      'Camera body, 24–70 mm lens, two batteries and a 128 GB card. Insured; pick up and return in Kreuzberg.',
    place: 'berlin',
    price: 8500,
    photos: 1,
    motif: 'camera',
    seats: 1,
  },
  {
    author: 'cleo',
    type: 'gear-rental',
    title: 'Family camping set',
    description: 'Four-person tent, sleeping pads, stove and cookware, packed in two bags ready for the car.',
    place: 'toronto',
    price: 4500,
    photos: 2,
    motif: 'camping',
    seats: 2,
  },
  {
    author: 'ada',
    type: 'gear-rental',
    title: 'Cargo bike for the weekend',
    description:
      'An electric cargo bike that carries two kids or a week of groceries. Helmets and lock included.',
    place: 'copenhagen',
    price: 3900,
    photos: 1,
    motif: 'cargo-bike',
    seats: 2,
  },
  {
    author: 'cleo',
    type: 'gear-rental',
    title: 'Stand-up paddle board',
    description: 'Inflatable board with pump, paddle and leash. Perfect for calm mornings on Lady Bird Lake.',
    place: 'austin',
    price: 3500,
    photos: 1,
    motif: 'paddle-board',
    seats: 4,
  },
  {
    author: 'cleo',
    type: 'place-to-stay',
    title: 'Loft with a view of the river',
    description:
      'A bright loft with a queen bed, a reading corner and a kitchenette, ten minutes from the Tagus on foot.',
    place: 'lisbon',
    price: 14500,
    photos: 2,
    motif: 'river-loft',
    featured: true,
    seats: 1,
  },
  {
    author: 'ada',
    type: 'place-to-stay',
    title: 'Archipelago sauna cabin',
    description:
      'A wooden cabin with a wood-fired sauna on a quiet island. Bedding, firewood and a rowing boat included.',
    place: 'helsinki',
    price: 19000,
    photos: 2,
    motif: 'sauna-cabin',
    seats: 1,
  },
  {
    author: 'cleo',
    type: 'place-to-stay',
    title: 'Quiet room near the Gothic Quarter',
    description:
      'A double room in a calm apartment with a balcony over a leafy courtyard. Shared kitchen and bathroom.',
    place: 'barcelona',
    price: 8900,
    photos: 1,
    motif: 'balcony-room',
    seats: 1,
  },
  {
    author: 'ada',
    type: 'place-to-stay',
    title: 'Brownstone garden apartment',
    description:
      'A one-bedroom with its own garden, a short walk from the waterfront and the Saturday market.',
    place: 'newYork',
    price: 24000,
    photos: 2,
    motif: 'brownstone',
    seats: 1,
  },
  {
    author: 'cleo',
    type: 'place-to-stay',
    title: 'Tiny house in the hills',
    description: 'A tiny house with a deck for stargazing, twenty minutes from downtown by car.',
    place: 'austin',
    price: 11000,
    photos: 1,
    motif: 'tiny-house',
    seats: 1,
  },
  {
    author: 'ada',
    type: 'handmade-goods',
    title: 'Hand-thrown stoneware mug',
    description: 'A 350 ml mug in speckled white glaze, thrown and glazed by hand. Dishwasher safe.',
    place: 'copenhagen',
    price: 3200,
    photos: 2,
    motif: 'mug',
    stock: 12,
  },
  {
    author: 'cleo',
    type: 'clothing',
    title: 'Washed linen apron',
    description:
      'A full-length apron of stonewashed linen with two deep pockets and cross-back straps. Made to order in three colours.',
    place: 'lisbon',
    price: 3200,
    photos: 2,
    motif: 'apron',
    variants: [
      { name: 'Natural', priceInSubunits: 3200 },
      { name: 'Charcoal', priceInSubunits: 3600 },
      { name: 'Rust', priceInSubunits: 3600 },
    ],
    variantStock: { Natural: 6, Charcoal: 0, Rust: 3 },
  },
  {
    author: 'cleo',
    type: 'handmade-goods',
    title: 'Linen tote bag',
    description: 'A sturdy tote of washed linen with an inside pocket. Sewn in small batches.',
    place: 'lisbon',
    price: 2800,
    photos: 1,
    motif: 'tote-bag',
    stock: 20,
  },
  {
    author: 'ada',
    type: 'handmade-goods',
    title: 'Beeswax candle set',
    description: 'Three hand-rolled beeswax candles that burn clean for about eight hours each.',
    place: 'toronto',
    price: 1800,
    photos: 1,
    motif: 'candles',
    stock: 30,
  },
  {
    author: 'cleo',
    type: 'handmade-goods',
    title: 'Walnut cutting board',
    description: 'End-grain walnut board, 40 × 25 cm, oiled and ready to use. Each one is unique.',
    place: 'berlin',
    price: 8900,
    photos: 2,
    motif: 'cutting-board',
    stock: 5,
  },
  {
    author: 'ada',
    type: 'handmade-goods',
    title: 'Knitted wool beanie',
    description: 'A warm beanie knitted from undyed Finnish wool, in one size that fits most.',
    place: 'helsinki',
    price: 3900,
    photos: 1,
    motif: 'beanie',
    stock: 8,
  },
  {
    author: 'ada',
    type: 'digital-guides',
    title: 'Sourdough starter handbook',
    description:
      'Everything from the workshop on one printable page: feeding times, flour ratios and what to do when the starter sulks. A PDF to download straight after paying.',
    place: 'helsinki',
    price: 900,
    photos: 1,
    motif: 'handbook',
    guide: {
      fileName: 'sourdough-starter-handbook.pdf',
      lines: [
        'Day 1-5: mix 50 g rye flour with 50 g water, twice a day, at about 24 C.',
        'Ready when it doubles within six hours of a feed and smells of yoghurt.',
        'Keep it in the fridge between bakes; feed it the evening before you bake.',
        'Hooch on top means hungry: pour it off and feed at once.',
        'Bake at 250 C for 20 minutes with steam, then 220 C for 25 minutes.',
      ],
    },
  },
  {
    author: 'cleo',
    type: 'digital-guides',
    title: 'Lisbon on foot: five walking routes',
    description:
      'Five routes from two to five hours, with the viewpoints, the cafes and the trams that save your legs. A PDF to take on your phone.',
    place: 'lisbon',
    price: 700,
    photos: 1,
    motif: 'walking-routes',
    guide: {
      fileName: 'lisbon-walking-routes.pdf',
      lines: [
        '1. Alfama at dawn: Se, Miradouro de Santa Luzia, Castelo (2 hours).',
        '2. Bairro Alto and Principe Real: bookshops, gardens and a sunset view (3 hours).',
        '3. Belem by the river: the tower, the monastery and pasteis (4 hours).',
        '4. Graca and Mouraria: tram 28 up, azulejos and tascas down (3 hours).',
        '5. LX Factory to Cais do Sodre along the water (5 hours).',
      ],
    },
  },
  {
    author: 'cleo',
    type: 'local-advice',
    title: 'Ask me about moving to Lisbon',
    description:
      'Lived here for ten years: neighbourhoods, paperwork, schools and where to find a good bica. Send a message.',
    place: 'lisbon',
    photos: 1,
    motif: 'lisbon-tram',
  },
  {
    author: 'ada',
    type: 'local-advice',
    title: 'Helsinki on a budget',
    description:
      'Free saunas, cheap lunches and the best islands for a day trip. Ask anything about the city.',
    place: 'helsinki',
    photos: 1,
    motif: 'helsinki-harbour',
  },
  {
    author: 'cleo',
    type: 'local-advice',
    title: 'Live music guide to Austin',
    description:
      'Which nights, which venues and which food trucks. Tell me what you like and I will plan your week.',
    place: 'austin',
    photos: 1,
    motif: 'live-music',
  },
];
