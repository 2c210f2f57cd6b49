import { expect, it } from 'vitest';
import { contrastRatio } from './site';

it('contrastRatio follows WCAG 2', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  // The default accent is readable as link text on white (AA needs 4.5).
  expect(contrastRatio('#1f5fbf', '#ffffff')).toBeGreaterThan(4.5);
});
