import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['engineer', 'engineer', 0],
    ['enginer', 'engineer', 1],
    ['enigneer', 'engineer', 1],
    ['engineeer', 'engineer', 1],
    ['sofware', 'software', 1],
    ['mangaer', 'manager', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['zürich', 'zurich', 1],
  ])('%s → %s is %i edits', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
    expect(editDistance(b, a, 3)).toBe(distance);
  });

  it('stops at the limit: anything further is limit + 1', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('marketing', 'engineering', 1)).toBe(2);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(editDistance('a😀b', 'ab', 2)).toBe(1);
  });
});
