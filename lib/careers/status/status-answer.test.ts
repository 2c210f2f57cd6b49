import { describe, expect, it } from 'vitest';
import { answeredAt, statusAnswerOf } from './status-answer';

describe('status answers', () => {
  it('reads only the answers it gives', () => {
    expect(statusAnswerOf('withdrawal')).toBe('withdrawal');
    expect(statusAnswerOf('mails')).toBe('mails');
    expect(statusAnswerOf('sent')).toBeUndefined();
    expect(statusAnswerOf(['kept'])).toBeUndefined();
    expect(statusAnswerOf(undefined)).toBeUndefined();
  });

  it('adds the answer to a page with or without a query of its own', () => {
    expect(answeredAt('/de/applications/t', 'kept')).toBe('/de/applications/t?done=kept');
    expect(answeredAt('/embed/applications/t?accent=%23aa3300', 'erasure')).toBe(
      '/embed/applications/t?accent=%23aa3300&done=erasure',
    );
  });
});
