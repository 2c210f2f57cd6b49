import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEml } from '@/lib/admin/eml';
import { createMailTransport, withTimeouts } from './mail-transport';

describe('the mail transport', () => {
  it('gives SMTP timeouts shorter than a mail’s lease, keeping the URL’s own values and its password', () => {
    const url = new URL(withTimeouts('smtps://mailer:p%40ss%3Aword@smtp.example:465?socketTimeout=5000'));
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.searchParams.get('greetingTimeout')).toBe('10000');
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
    expect(url.password).toBe('p%40ss%3Aword');
    expect(`${url.protocol}//${url.host}`).toBe('smtps://smtp.example:465');
  });

  it('adds RFC 8058 one-click unsubscribe headers only to mail that has an unsubscribe URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-headers-'));
    try {
      const transport = createMailTransport({ dir });
      const base = {
        from: 'Careers <careers@acme.example>',
        to: 'ada@example.com',
        subject: 'Hi',
        text: 'Hi',
      };
      await transport.send({
        ...base,
        id: 'with-link',
        listUnsubscribeUrl: 'https://jobs.example/api/alerts/unsubscribe/t',
      });
      await transport.send({ ...base, id: 'without-link' });
      transport.close();
      const withLink = parseEml(await readFile(path.join(dir, 'with-link.eml'), 'utf8'));
      expect(withLink.headers.get('list-unsubscribe')).toBe(
        '<https://jobs.example/api/alerts/unsubscribe/t>',
      );
      expect(withLink.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const without = parseEml(await readFile(path.join(dir, 'without-link.eml'), 'utf8'));
      expect(without.headers.has('list-unsubscribe')).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
