import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/model/blog.ts';

// The reference: what the platform writes for the same day (formatDate avoids it only for its start-up cost).
const reference = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
};

describe('formatDate', () => {
  it('writes a day as US English does in full', () => {
    expect(formatDate('2024-03-04')).toBe('March 4, 2024');
    expect(formatDate('1999-12-31')).toBe('December 31, 1999');
  });

  it('writes every day of a leap year and a common year as toLocaleDateString does', () => {
    for (const year of [2023, 2024]) {
      for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
        const text = day.toISOString().slice(0, 10);
        expect(formatDate(text)).toBe(reference(text));
        day = new Date(day.getTime() + 86_400_000);
      }
    }
  });

  it('rolls over out-of-range days and months as the Date constructor does, and says when there is no date', () => {
    for (const text of ['2024-02-30', '2023-13-01', '2024-00-10', '0050-06-01', '9999-12-31', '2024-xx-01']) {
      expect(formatDate(text)).toBe(reference(text));
    }
    expect(formatDate('2024-02-30')).toBe('March 1, 2024');
  });
});
