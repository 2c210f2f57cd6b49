import { expect, it } from 'vitest';
import { accentColours, contrastRatio } from './accent-colours';

it('contrastRatio follows WCAG 2', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  // The default accent is readable as link text on white (AA needs 4.5).
  expect(contrastRatio('#1f5fbf', '#ffffff')).toBeGreaterThan(4.5);
});

it('an accent gets the text colour that reads on it, and links only where it reads on white', () => {
  expect(accentColours('#1f5fbf')).toEqual({ onAccent: '#ffffff', link: '#1f5fbf', focus: '#1f5fbf' });
  expect(accentColours('#ffd400')).toEqual({ onAccent: '#111111', link: '#1b1f24', focus: '#1b1f24' });
});

it('the focus ring keeps the accent only where it stands out 3:1 from both page backgrounds', () => {
  // #8a8a8a: 3.45 on white, 3.22 on the muted surface. #949494: 3.03 on white but 2.83 on the muted one.
  expect(accentColours('#8a8a8a').focus).toBe('#8a8a8a');
  expect(contrastRatio('#949494', '#ffffff')).toBeGreaterThanOrEqual(3);
  expect(contrastRatio('#949494', '#f5f7fa')).toBeLessThan(3);
  expect(accentColours('#949494').focus).toBe('#1b1f24');
  // A pale teal: white text does not read on it either, so buttons take near-black text.
  expect(accentColours('#7fd6cf')).toEqual({ onAccent: '#111111', link: '#1b1f24', focus: '#1b1f24' });
});
