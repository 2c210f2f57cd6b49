import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps console paths and refuses anything that could leave the console', () => {
    expect(safeReturnPath('/admin/users?q=ada')).toBe('/admin/users?q=ada');
    for (const bad of [
      null,
      '',
      '/',
      'https://evil.example/admin',
      '//evil.example',
      '/jobs',
      '/admin\\@evil',
    ])
      expect(safeReturnPath(bad)).toBe('/admin/applications');
  });
});
