import { icsDate, icsDateTime, icsDocument, icsText } from './ics';

export type DeadlineEventInput = {
  postingId: string;
  /** The closing moment (JobSummary.validThrough, still ahead). */
  closes: string;
  jobUrl: string;
  /** The site's host: with the posting id, an id the calendar keeps across downloads. */
  siteHost: string;
  /** In the page's language. */
  summary: string;
  description: string;
  now: Date;
};

/** A closing day without a time is kept until its end (posting-to-job.ts): that day, all day. */
const WHOLE_DAY = /T23:59:59(\.999)?Z$/;

/**
 * "Applications close" as a calendar event on the job's closing date, with a reminder the day before:
 * a candidate who means to apply later gets told in time. A whole closing day is an all-day event
 * (reminded at 9:00 the day before, wherever they are); a closing time is an event at that moment
 * (reminded a day ahead). Downloading it again updates the same event (one UID per posting and site).
 */
export function deadlineCalendar(input: DeadlineEventInput): string {
  const closes = new Date(input.closes);
  const wholeDay = WHOLE_DAY.test(input.closes);
  const when = wholeDay
    ? [
        `DTSTART;VALUE=DATE:${icsDate(closes)}`,
        `DTEND;VALUE=DATE:${icsDate(new Date(closes.getTime() + 86_400_000))}`,
      ]
    : [`DTSTART:${icsDateTime(closes)}`, `DTEND:${icsDateTime(closes)}`];
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Careers site//Apply-by reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:apply-by-${input.postingId}@${input.siteHost}`,
    `DTSTAMP:${icsDateTime(input.now)}`,
    ...when,
    `SUMMARY:${icsText(input.summary)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    `URL:${input.jobUrl}`,
    // A reminder, not time taken: the day stays free in the calendar.
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(input.summary)}`,
    `TRIGGER:${wholeDay ? '-PT15H' : '-P1D'}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
