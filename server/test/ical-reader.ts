import ICAL from 'ical.js';

// Calendar files as a calendar app reads them: parsed by ical.js, not by looking for text.

export type ReadEvent = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: string | null;
  summary: string;
};

/** The calendar's METHOD and its events, with their instants as Dates. */
export function readCalendar(ics: string): { method: string | null; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const method = calendar.getFirstPropertyValue('method');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const status = vevent.getFirstPropertyValue('status');
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      status: typeof status === 'string' ? status : null,
      summary: event.summary,
    };
  });
  return { method: typeof method === 'string' ? method : null, events };
}
