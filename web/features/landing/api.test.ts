import { describe, expect, it } from 'vitest';
import { trendingListOf } from './api';

const card = {
  id: 7,
  title: 'Tofu Pad Thai',
  picture: '/recipes/tofu-pad-thai-sm.webp',
  cuisine: 'Thai',
  cookMinutes: 15,
  calories: 420,
  rating: { average: 4.6, count: 128 },
};

describe('trendingListOf', () => {
  it('reads a plain list and a page of items', () => {
    expect(trendingListOf([card])).toEqual([card]);
    expect(trendingListOf({ items: [card, { ...card, id: 8, picture: null }] })).toEqual([
      card,
      { ...card, id: 8, picture: null },
    ]);
  });

  it('leaves out items that are not trending cards and keeps only their own fields', () => {
    const list = trendingListOf([
      { ...card, extra: 'not shown' },
      { ...card, id: 1.5 },
      { ...card, title: 3 },
      { ...card, calories: 'many' },
      null,
      'text',
    ]);
    expect(list).toEqual([card]);
  });

  it('reads a missing or malformed rating as none yet (New)', () => {
    const none = { average: null, count: 0 };
    expect(trendingListOf([{ ...card, rating: undefined }])[0]!.rating).toEqual(none);
    expect(trendingListOf([{ ...card, rating: { average: '4', count: 2 } }])[0]!.rating).toEqual(none);
    expect(trendingListOf([{ ...card, rating: { average: null, count: 0 } }])[0]!.rating).toEqual(none);
  });

  it('refuses an answer that is not a list', () => {
    expect(() => trendingListOf({ error: { code: 'INTERNAL' } })).toThrow();
    expect(() => trendingListOf(null)).toThrow();
  });
});
