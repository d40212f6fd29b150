/**
 * The demo's drawn photos: one scene per kind of thing a demo listing offers, each drawn as SVG by
 * code (no downloaded picture), and the listing types each scene can stand for.
 */
import type { DemoListing } from '../demo-listings.ts';
import { helsinkiHarbour, lisbonTram, liveMusic } from './city-scenes.ts';
import { candles, cuttingBoard } from './home-scenes.ts';
import { apron, beanie, mug, tote } from './object-scenes.ts';
import { camping, parkTraining, tinyHouse } from './outdoor-scenes.ts';
import { conversation, handbook, portrait, walkingRoutes } from './people-scenes.ts';
import { balconyRoom, brownstone, riverLoft } from './stay-scenes.ts';
import { kayak, paddleBoard, saunaCabin, yogaBySea } from './water-scenes.ts';
import { bikeRepair, cargoBike } from './wheel-scenes.ts';
import { camera, guitar, potteryWheel, sourdough } from './workshop-scenes.ts';

/** A drawn scene: what it pictures, for which listing types, and where its subject is. */
export interface DemoScene {
  /** Listing types whose listings the scene can picture. */
  fits: readonly DemoListing['type'][];
  /** The subject's centre, which a second photo's closer framing keeps in view. */
  focus: readonly [number, number];
  /** How much closer than drawn every photo of it is framed (1 when absent). */
  zoom?: number;
  /** The SVG elements of the scene on a 1200×900 canvas; `variant` changes its light or colours. */
  draw(variant: number): string;
}

const SERVICE = ['service-with-calendar', 'lessons'] as const;

export const DEMO_SCENES = {
  'yoga-by-the-sea': { fits: SERVICE, focus: [600, 700], draw: yogaBySea },
  'park-training': { fits: SERVICE, focus: [600, 740], zoom: 1.15, draw: parkTraining },
  kayak: { fits: ['gear-rental'], focus: [600, 640], draw: kayak },
  'paddle-board': { fits: ['gear-rental'], focus: [620, 500], draw: paddleBoard },
  camping: { fits: ['gear-rental'], focus: [620, 620], draw: camping },
  'tiny-house': { fits: ['place-to-stay'], focus: [640, 560], zoom: 1.1, draw: tinyHouse },
  'sauna-cabin': { fits: ['place-to-stay'], focus: [520, 480], draw: saunaCabin },
  'river-loft': { fits: ['place-to-stay'], focus: [600, 450], draw: riverLoft },
  'balcony-room': { fits: ['place-to-stay'], focus: [600, 450], draw: balconyRoom },
  brownstone: { fits: ['place-to-stay'], focus: [500, 500], draw: brownstone },
  'lisbon-tram': { fits: ['local-advice', 'digital-guides'], focus: [600, 560], draw: lisbonTram },
  'helsinki-harbour': { fits: ['local-advice', 'digital-guides'], focus: [600, 450], draw: helsinkiHarbour },
  'live-music': { fits: ['local-advice', 'digital-guides'], focus: [500, 500], draw: liveMusic },
  mug: { fits: ['handmade-goods'], focus: [600, 560], zoom: 1.3, draw: mug },
  apron: { fits: ['clothing'], focus: [600, 560], draw: apron },
  'tote-bag': { fits: ['handmade-goods', 'clothing'], focus: [600, 520], zoom: 1.2, draw: tote },
  candles: { fits: ['handmade-goods'], focus: [600, 520], zoom: 1.1, draw: candles },
  'cutting-board': { fits: ['handmade-goods'], focus: [600, 600], zoom: 1.25, draw: cuttingBoard },
  beanie: { fits: ['handmade-goods', 'clothing'], focus: [600, 520], zoom: 1.2, draw: beanie },
  sourdough: { fits: SERVICE, focus: [600, 560], zoom: 1.1, draw: sourdough },
  guitar: { fits: SERVICE, focus: [600, 450], draw: guitar },
  camera: { fits: ['gear-rental'], focus: [620, 500], zoom: 1.1, draw: camera },
  'pottery-wheel': { fits: SERVICE, focus: [600, 600], draw: potteryWheel },
  portrait: { fits: SERVICE, focus: [580, 450], draw: portrait },
  conversation: { fits: SERVICE, focus: [600, 450], draw: conversation },
  'bike-repair': { fits: SERVICE, focus: [600, 560], draw: bikeRepair },
  'cargo-bike': { fits: ['gear-rental'], focus: [600, 680], draw: cargoBike },
  handbook: { fits: ['digital-guides'], focus: [600, 450], draw: handbook },
  'walking-routes': { fits: ['digital-guides'], focus: [600, 450], draw: walkingRoutes },
} satisfies Record<string, DemoScene>;

/** The name of a drawn scene. */
export type DemoMotif = keyof typeof DEMO_SCENES;
