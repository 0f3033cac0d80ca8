import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readCalendar } from '../test/ical-reader.ts';
import { type IcsLesson, lessonFeed, lessonInvitation, lessonUid } from './lesson-ics.ts';

const school = {
  name: 'Harmony School of Music',
  siteUrl: 'https://school.example.com',
  emails: { general: 'info@example.com' },
};
const lesson: IcsLesson = {
  id: 42,
  batchName: 'Raag Yaman; alap, jor\\jhala',
  startsAt: new Date('2026-03-03T12:30:00Z'),
  durationMinutes: 60,
  sequence: 2,
  withName: 'Ānanya Rāo-Śarmā',
  roomUrl: 'https://school.example.com/live-class/42',
  cancelled: false,
};

describe('lessons as iCalendar', () => {
  it('invites to a lesson as a calendar app reads it: REQUEST, stable UID, SEQUENCE, the instant', () => {
    const invitation = lessonInvitation(school, lesson);
    expect(invitation.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const read = readCalendar(invitation.content);
    expect(read.method).toBe('REQUEST');
    expect(read.events).toEqual([
      {
        uid: 'lesson-42@school.example.com',
        sequence: 2,
        start: new Date('2026-03-03T12:30:00Z'),
        end: new Date('2026-03-03T13:30:00Z'),
        status: 'CONFIRMED',
        summary: 'Raag Yaman; alap, jor\\jhala (Harmony School of Music)',
      },
    ]);
    const vevent = new ICAL.Component(ICAL.parse(invitation.content)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('organizer')).toBe('mailto:info@example.com');
    expect(vevent?.getFirstPropertyValue('description')).toBe(
      'Live lesson with Ānanya Rāo-Śarmā. Join: https://school.example.com/live-class/42',
    );
  });

  it('cancels with METHOD:CANCEL and the same UID', () => {
    const cancel = lessonInvitation(school, { ...lesson, cancelled: true, sequence: 3 });
    const read = readCalendar(cancel.content);
    expect(read.method).toBe('CANCEL');
    expect(read.events[0]).toMatchObject({
      uid: lessonUid(school.siteUrl, 42),
      sequence: 3,
      status: 'CANCELLED',
    });
  });

  it('keeps every line within 75 octets, folded between characters, with CRLF endings', () => {
    const feed = lessonFeed(school, [lesson, { ...lesson, id: 43, batchName: 'ध्रुपद '.repeat(20) }]);
    expect(feed.endsWith('\r\n')).toBe(true);
    for (const line of feed.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const read = readCalendar(feed);
    expect(read.method).toBe('PUBLISH');
    expect(read.events.map((e) => e.summary)).toEqual([
      'Raag Yaman; alap, jor\\jhala (Harmony School of Music)',
      `${'ध्रुपद '.repeat(20)} (Harmony School of Music)`,
    ]);
  });
});

describe('text a person typed, in a calendar file', () => {
  // A name with line breaks of every kind, each followed by what would be a property of its own.
  const name = 'Asha\rUID:cr\nUID:lf\r\nUID:crlf\u2028UID:ls Rao\u0007\u0000';
  const lines = (ics: string) => ics.replace(/\r\n /g, '').split(/\r\n|\r|\n|\u2028|\u2029/);

  it('escapes every line break, so that even a reader splitting on a bare CR sees no new line', () => {
    const feed = lessonFeed({ ...school, name: 'Harmony\r"School"' }, [
      { ...lesson, withName: name, batchName: 'Piano\rSTATUS:CANCELLED' },
    ]);
    const read = lines(feed);
    expect(read.filter((l) => l.startsWith('UID:'))).toEqual(['UID:lesson-42@school.example.com']);
    expect(read.filter((l) => l.startsWith('STATUS:'))).toEqual(['STATUS:CONFIRMED']);
    expect(read.filter((l) => l.startsWith('X-WR-CALNAME:'))).toEqual([
      'X-WR-CALNAME:Harmony\\n"School" lessons',
    ]);
    const invitation = lessonInvitation({ ...school, name: 'Harmony\r"School"' }, lesson).content;
    expect(lines(invitation).filter((l) => l.startsWith('ORGANIZER'))).toEqual([
      'ORGANIZER;CN="HarmonySchool":mailto:info@example.com',
    ]);
  });

  it("keeps the line breaks as the text's own and drops other control characters", () => {
    const vevent = new ICAL.Component(
      ICAL.parse(lessonFeed(school, [{ ...lesson, withName: name }])),
    ).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('description')).toBe(
      'Live lesson with Asha\nUID:cr\nUID:lf\nUID:crlf\nUID:ls Rao. Join: https://school.example.com/live-class/42',
    );
  });
});
