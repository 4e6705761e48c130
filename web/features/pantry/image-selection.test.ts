import { describe, expect, it } from 'vitest';
import { selectImages } from './image-selection';

const file = (type: string, mb: number) => ({ type, size: mb * 1024 * 1024 });

describe('pantry image selection', () => {
  it('keeps images up to 10 MB, up to 3 in total', () => {
    expect(selectImages(0, [file('image/jpeg', 2), file('image/png', 10)])).toEqual({
      accepted: [file('image/jpeg', 2), file('image/png', 10)],
      problems: [],
    });
    expect(selectImages(0, [file('image/jpeg', 11), file('image/jpeg', 1)])).toEqual({
      accepted: [file('image/jpeg', 1)],
      problems: ['Some files were too large (max 10MB per image)'],
    });
    expect(selectImages(2, [file('image/jpeg', 1), file('image/jpeg', 1)])).toEqual({
      accepted: [file('image/jpeg', 1)],
      problems: ['Only 1 more images can be added (max 3 total)'],
    });
    expect(selectImages(1, [file('application/pdf', 1)]).problems).toEqual(['Only images can be added.']);
  });
});
