import { describe, expect, it } from 'vitest';
import { noteApiAnswer, offlineCopyOf } from './offline-copy';

describe("the API answers shown from the service worker's cache (decision 046)", () => {
  it('follows the last answer of each path: a stored copy with its time, then a fresh one', () => {
    const at = '2026-11-26T03:00:00.000Z';
    noteApiAnswer('/users/menu/c1', new Headers({ 'x-lb-offline-cache': at }));
    expect(offlineCopyOf('/users/menu/c1')).toEqual(new Date(at));
    expect(offlineCopyOf('/users/menu/c2')).toBeNull();
    noteApiAnswer('/users/menu/c1', new Headers());
    expect(offlineCopyOf('/users/menu/c1')).toBeNull();
  });

  it('takes a path with its query as the path', () => {
    const at = '2026-11-26T04:00:00.000Z';
    noteApiAnswer('/users/getChefs?lat=1&page=2', new Headers({ 'x-lb-offline-cache': at }));
    expect(offlineCopyOf('/users/getChefs')).toEqual(new Date(at));
  });
});
