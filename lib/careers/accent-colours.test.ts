import { expect, it } from 'vitest';
import { accentColours, contrastRatio } from './accent-colours';

it('contrastRatio follows WCAG 2', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  // The default accent is readable as link text on white (AA needs 4.5).
  expect(contrastRatio('#1f5fbf', '#ffffff')).toBeGreaterThan(4.5);
});

it('an accent gets the text colour that reads on it, and links only where it reads on white', () => {
  expect(accentColours('#1f5fbf')).toEqual({ onAccent: '#ffffff', link: '#1f5fbf' });
  expect(accentColours('#ffd400')).toEqual({ onAccent: '#111111', link: '#1b1f24' });
});
