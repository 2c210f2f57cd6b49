import { describe, expect, it } from 'vitest';
import { isReadablePath } from './readable-path';

describe('readable paths', () => {
  it('decode every escape to UTF-8', () => {
    expect(isReadablePath('/jobs/c802ce95-eb35-4229-866f-591ee51eb977')).toBe(true);
    expect(isReadablePath('/jobs/M%C3%BCnchen')).toBe(true);
    expect(isReadablePath('/')).toBe(true);
  });

  it('are not cut-off or invalid escapes', () => {
    for (const path of ['/jobs/%E0%A4%A', '/applications/%ff', '/jobs/%', '/jobs/%zz'])
      expect(isReadablePath(path)).toBe(false);
  });
});
