import { describe, expect, it } from 'vitest';
import { decodeHeaderWords, parseEml } from './eml';

describe('parseEml', () => {
  it('reads a single-part quoted-printable message', () => {
    const mail = parseEml(
      [
        'To: ada@example.com',
        'Subject: =?UTF-8?Q?Your_application_=E2=80=94_received?=',
        'Date: Mon, 01 Jan 2024 10:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Hello Ad=C3=A9le,=0A<script>alert(1)</script> see https://example.com/app=',
        'lications/abc',
      ].join('\r\n'),
    );
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your application — received');
    expect(mail.text).toBe(
      'Hello Adéle,\n<script>alert(1)</script> see https://example.com/applications/abc',
    );
  });

  it('finds the plain-text part of a multipart/alternative message, base64 or not', () => {
    const mail = parseEml(
      [
        'To: "Ada" <ada@example.com>',
        'Subject: Hi',
        'Content-Type: multipart/alternative;',
        ' boundary="--_b1"',
        '',
        '----_b1',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('Plain body ✓').toString('base64'),
        '----_b1',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>HTML body</p>',
        '----_b1--',
        '',
      ].join('\r\n'),
    );
    expect(mail.text).toBe('Plain body ✓');
  });

  it('keeps a space encoded at the end of a word (a long subject folded by nodemailer)', () => {
    expect(decodeHeaderWords('=?UTF-8?Q?ofertach_pracy_w_?= =?UTF-8?Q?Acme_Robotics_=E2=80=94_nowe?=')).toBe(
      'ofertach pracy w Acme Robotics — nowe',
    );
  });

  it('never fails on a message it cannot make sense of', () => {
    expect(parseEml('').text).toBe('');
    expect(parseEml('Content-Type: multipart/mixed\n\nno boundary').text).toMatch(/no plain-text part/);
    expect(decodeHeaderWords('=?bogus-charset?B?SGk=?=')).toBe('Hi');
  });
});
