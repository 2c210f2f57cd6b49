import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { deadlineCalendar, type DeadlineEventInput } from './deadline-event';
import { foldLine, icsText } from './ics';

const input = (overrides: Partial<DeadlineEventInput> = {}): DeadlineEventInput => ({
  postingId: '8ffa8532-89a4-477e-996f-2c3aa1ff83cc',
  closes: '2027-09-14T23:59:59.999Z',
  jobUrl: 'https://careers.acme.example/jobs/8ffa8532-89a4-477e-996f-2c3aa1ff83cc',
  siteHost: 'careers.acme.example',
  summary: 'Applications close: Robot Tamer; Senior, Berlin',
  description:
    'Applications for Robot Tamer; Senior, Berlin at Acme close on 14 September 2027.\nApply here: https://careers.acme.example/jobs/8ffa8532-89a4-477e-996f-2c3aa1ff83cc',
  now: new Date(Date.UTC(2026, 10, 26, 12)),
  ...overrides,
});

/** The calendar as a calendar program reads it (Mozilla's ical.js, the parser behind Thunderbird's). */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const alarm = event.getFirstSubcomponent('valarm')!;
  return { calendar, event, alarm };
}

describe('deadlineCalendar', () => {
  it('a closing day is an all-day event that day, reminded at 9:00 the day before', () => {
    const { calendar, event, alarm } = parsed(deadlineCalendar(input()));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2027-09-14');
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2027-09-15');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-15 * 3600);
    expect(event.getFirstPropertyValue('uid')).toBe(
      'apply-by-8ffa8532-89a4-477e-996f-2c3aa1ff83cc@careers.acme.example',
    );
  });

  it('a closing time is an event at that moment, reminded a day ahead', () => {
    const { event, alarm } = parsed(deadlineCalendar(input({ closes: '2027-09-14T09:30:00.000Z' })));
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(false);
    expect(start.toJSDate().toISOString()).toBe('2027-09-14T09:30:00.000Z');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-86_400);
  });

  it('keeps the words exactly, punctuation and line breaks included, and links the job', () => {
    const { event } = parsed(deadlineCalendar(input()));
    expect(event.getFirstPropertyValue('summary')).toBe(input().summary);
    expect(event.getFirstPropertyValue('description')).toBe(input().description);
    expect(event.getFirstPropertyValue('url')).toBe(input().jobUrl);
  });

  it('writes lines a strict reader takes: CRLF, none over 75 octets, long Arabic and German text intact', () => {
    const summary = `يُغلق باب التقديم: مهندس برمجيات أول للروبوتات — ${'Fahrzeugsteuerungsentwickler '.repeat(4)}`;
    const text = deadlineCalendar(input({ summary }));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parsed(text).event.getFirstPropertyValue('summary')).toBe(summary);
  });
});

describe('iCalendar text', () => {
  it('escapes what would end a value or a line', () => {
    expect(icsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(2);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'é'.repeat(60)}`,
    );
  });
});
