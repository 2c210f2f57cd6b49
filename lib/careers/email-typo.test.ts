import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-typo';

describe('email typo suggestion', () => {
  it.each([
    ['ada@gmial.com', 'ada@gmail.com'],
    ['ada@gmai.com', 'ada@gmail.com'],
    ['ada@gmail.con', 'ada@gmail.com'],
    ['ada@gmail.co', 'ada@gmail.com'],
    ['Ada.Lovelace@GMAIL.CMO', 'Ada.Lovelace@gmail.com'],
    ['ada@hotmial.fr', 'ada@hotmail.fr'],
    ['ada@yaho.co.uk', 'ada@yahoo.co.uk'],
    ['ada@outlok.com', 'ada@outlook.com'],
    ['ada@icloud.co', 'ada@icloud.com'],
    ['ada@live.con', 'ada@live.com'],
    ['ada@onte.pl', 'ada@onet.pl'],
    ['ada@acme-robotics.con', 'ada@acme-robotics.com'],
    ['ada@mail.acme.ogr', 'ada@mail.acme.org'],
    ['ada@acme.nte', 'ada@acme.net'],
    [' ada@gmial.com ', 'ada@gmail.com'],
  ])('suggests %s → %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'ada@gmail.com',
    'ada@yahoo.co.uk',
    'ada@live.de',
    'ada@gmx.at',
    'ada@op.pl',
    'ada@o2.pl',
    'ada@wp.pl',
    'ada@web.com',
    'ada@proton.me',
    'ada@acme.om',
    'ada@acme.de',
    'ada@acme.cam',
    'ada@acme.dev',
    'ada@mail.gmial.com',
    'ada@company.com',
    'no-at-sign',
    '@gmial.com',
    'ada@localhost',
  ])('leaves %s as it is', (typed) => {
    expect(suggestEmail(typed)).toBeUndefined();
  });
});
