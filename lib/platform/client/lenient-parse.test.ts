import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLeniently } from './lenient-parse';

const schema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.object({ city: z.string().optional(), country: z.string().optional() }).optional(),
  tags: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
});

describe('parseLeniently', () => {
  it('keeps a record that matches as it is', () => {
    const value = { id: '1', name: 'A', tags: [{ id: 't', label: 'T' }] };
    expect(parseLeniently(schema, value)).toEqual({ success: true, data: value, dropped: [] });
  });

  it('drops a malformed optional field and names it', () => {
    const result = parseLeniently(schema, { id: '1', name: 'A', location: { city: 7, country: 'de' } });
    expect(result).toEqual({
      success: true,
      data: { id: '1', name: 'A', location: { country: 'de' } },
      dropped: ['location.city'],
    });
  });

  it('leaves out an array item that cannot be read, keeps the others', () => {
    const result = parseLeniently(schema, {
      id: '1',
      name: 'A',
      tags: [{ id: 'a', label: 'A' }, { label: 'no id' }, { id: 'c', label: 'C' }],
    });
    expect(result.success && result.data.tags).toEqual([
      { id: 'a', label: 'A' },
      { id: 'c', label: 'C' },
    ]);
    expect(result.success && result.dropped).toEqual(['tags.1']);
  });

  it('fails when a required field is missing or malformed', () => {
    expect(parseLeniently(schema, { id: '1' })).toMatchObject({ success: false, error: /^name:/ });
    expect(parseLeniently(schema, { id: '1', name: 5 })).toMatchObject({ success: false, error: /name/ });
    expect(parseLeniently(schema, 'nope')).toMatchObject({ success: false });
  });

  it('does not change the value it was given', () => {
    const value = { id: '1', name: 'A', location: { city: 7 } };
    parseLeniently(schema, value);
    expect(value.location.city).toBe(7);
  });
});
