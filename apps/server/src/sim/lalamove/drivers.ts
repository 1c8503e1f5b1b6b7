import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lalamoveId, type LalamoveSimStore, type SimDriver } from './store.js';

// Drivers the simulator makes up when an order is accepted: a Filipino name, a +63 mobile number,
// a plate number and a photo (an SVG avatar with the driver's initials, served by the simulator,
// so the tracking page shows a picture without reaching outside).

const FIRST_NAMES = [
  'Juan',
  'Jose',
  'Mark',
  'Paolo',
  'Rommel',
  'Jerome',
  'Arnel',
  'Noel',
  'Ramon',
  'Carlo',
  'Reynaldo',
  'Jun',
  'Bong',
  'Dennis',
];
const LAST_NAMES = [
  'Dela Cruz',
  'Santos',
  'Reyes',
  'Bautista',
  'Garcia',
  'Mendoza',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Castillo',
  'Navarro',
  'Soriano',
];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const COLOURS = ['#c2410c', '#0f766e', '#1d4ed8', '#7c3aed', '#be123c', '#4d7c0f'];

const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)] as T;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/** A new driver near `near` (the pickup), its photo served under `simBaseUrl`. */
export function makeDriver(simBaseUrl: string, near: { lat: string; lng: string }): SimDriver {
  const driverId = lalamoveId().slice(0, 10);
  const plate = `${pick([...LETTERS])}${pick([...LETTERS])}${pick([...LETTERS])} ${digits(4)}`;
  return {
    driverId,
    name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
    // Globe and Smart mobile numbers: +63 9xx xxx xxxx
    phone: `+639${digits(9)}`,
    plateNumber: plate,
    photo: `${simBaseUrl}/drivers/${driverId}/photo.svg`,
    coordinates: { lat: near.lat, lng: near.lng },
  };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

/** `GET <sim>/drivers/:driverId/photo.svg`: the driver's avatar. */
export function registerDriverPhotos(sim: FastifyInstance, store: LalamoveSimStore): void {
  sim.get<{ Params: { driverId: string } }>(
    '/drivers/:driverId/photo.svg',
    async (request, reply) => {
      const driver = store.findDriver(request.params.driverId);
      if (!driver) return reply.status(404).send({ error: 'no such driver' });
      const colour = COLOURS[Number(driver.driverId.slice(-2)) % COLOURS.length] ?? '#c2410c';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${driver.name}"><rect width="128" height="128" rx="64" fill="${colour}"/><circle cx="64" cy="50" r="22" fill="#fff" opacity="0.85"/><path d="M24 112c6-24 22-36 40-36s34 12 40 36" fill="#fff" opacity="0.85"/><text x="64" y="124" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${initials(driver.name)}</text></svg>`;
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
    },
  );
}
