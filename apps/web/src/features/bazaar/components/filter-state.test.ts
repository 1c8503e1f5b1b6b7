import { describe, expect, it } from 'vitest';
import { bakerCategories, cookCuisines, pantryCategories } from '@lutong/shared';
import {
  cuisineTiles,
  defaultFilters,
  parseFilters,
  switchMainCategory,
  toggleFeature,
  visibleFeatures,
  withDays,
} from './filter-state';

describe('bazaar filter state', () => {
  it('clears the cuisine when the main category switches', () => {
    const cooks = { ...switchMainCategory(defaultFilters, 'cook'), cuisine: 'Filipino' };
    expect(switchMainCategory(cooks, 'baker')).toMatchObject({ main: 'baker', cuisine: 'All' });
    expect(switchMainCategory(cooks, 'all')).toMatchObject({ main: 'all', cuisine: 'All' });
  });

  it('shows All and the category tiles, and for All the three lists combined', () => {
    expect(cuisineTiles('cook')).toEqual(['All', ...cookCuisines]);
    expect(cuisineTiles('baker')).toEqual(['All', ...bakerCategories]);
    expect(cuisineTiles('pantry')).toEqual(['All', ...pantryCategories]);
    expect(cuisineTiles('all')).toEqual([
      'All',
      ...cookCuisines,
      ...bakerCategories,
      ...pantryCategories,
    ]);
  });

  it('toggles features on and off, kept in the bar order', () => {
    const on = toggleFeature(toggleFeature(defaultFilters, 'vegan'), 'today');
    expect(on.features).toEqual(['today', 'vegan']);
    expect(toggleFeature(on, 'today').features).toEqual(['vegan']);
  });

  it('keeps selected days in week order', () => {
    expect(withDays(defaultFilters, ['Sun', 'Mon', 'Wed']).days).toEqual(['Mon', 'Wed', 'Sun']);
  });

  it('offers the party tray only when searching by dishes', () => {
    expect(visibleFeatures('chefs')).not.toContain('partyTray');
    expect(visibleFeatures('dishes')).toContain('partyTray');
  });

  it('round-trips stored filters and drops what it does not know', () => {
    const stored = {
      main: 'baker',
      cuisine: 'Cakes',
      features: ['today', 'nonsense'],
      days: ['Sat', 'Xyz'],
      order: 'ratings',
    };
    expect(parseFilters(JSON.stringify(stored))).toEqual({
      main: 'baker',
      cuisine: 'Cakes',
      features: ['today'],
      days: ['Sat'],
      order: 'ratings',
    });
    expect(parseFilters(JSON.stringify({ main: 'baker', cuisine: 'Filipino' })).cuisine).toBe(
      'All',
    );
    expect(parseFilters('not json')).toEqual(defaultFilters);
    expect(parseFilters(null)).toEqual(defaultFilters);
    expect(parseFilters('42')).toEqual(defaultFilters);
  });
});
