import { describe, expect, it } from 'vitest';
import { recordingListResponse, recordingStateResponse } from '../../../common/schemas/recordings.ts';
import type { RecordingEntry } from './recording-entry.ts';
import { presentRecordingList, presentRecordingStarted } from './recordings.presenter.ts';

const entry: RecordingEntry = {
  id: 7,
  classId: 3,
  batchName: 'Piano',
  // 10:00 in India (04:30 in London).
  startsAt: new Date('2026-01-02T04:30:00.000Z'),
  kind: 'lesson',
  teacher: { firstName: 'Ravi', lastName: 'Shankar', timeZone: null },
  student: { firstName: 'Asha', lastName: 'Rao', timeZone: 'Europe/London' },
  status: 'ready',
  durationMs: 61_000,
  sizeBytes: 2048,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
};

describe('recording presenters', () => {
  it("names a group lesson's recording for the group, on the teacher's clock only", () => {
    const [item] = presentRecordingList(
      [{ ...entry, kind: 'group' }],
      { role: 'teacher', timeZone: null },
      'Asia/Kolkata',
    ).recordings;
    expect(item?.student_name).toBe('the group');
    expect(item?.when_label).toBe('Fri 2 Jan 2026, 10:00 India time');
  });

  it('joins the names and gives a file URL only to a ready recording', () => {
    const answer = presentRecordingList(
      [entry, { ...entry, id: 8, status: 'processing', durationMs: null }],
      { role: 'teacher', timeZone: null },
      'Asia/Kolkata',
    );
    expect(answer.recordings[0]).toEqual({
      id: 7,
      class_id: 3,
      batch_name: 'Piano',
      class_date: '2026-01-02',
      class_time: '10:00',
      starts_at: '2026-01-02T04:30:00.000Z',
      when_label: 'Fri 2 Jan 2026, 10:00 India time (04:30 in London)',
      teacher_name: 'Ravi Shankar',
      student_name: 'Asha Rao',
      status: 'ready',
      duration_ms: 61_000,
      size_bytes: 2048,
      created_at: '2026-01-02T03:04:05.000Z',
      file_url: '/api/recordings/7/file',
    });
    expect(answer.recordings[1]?.file_url).toBeNull();
    expect(recordingListResponse.parse(answer)).toEqual(answer);
  });

  it("gives each viewer the lesson's time on their own clock: the student theirs with the teacher's, an admin theirs with the school's", () => {
    const list = (viewer: { role: 'student' | 'admin'; timeZone: string | null }) =>
      presentRecordingList([entry], viewer, 'Asia/Kolkata').recordings[0]?.when_label;
    expect(list({ role: 'student', timeZone: 'Europe/London' })).toBe(
      'Fri 2 Jan 2026, 04:30 London time (10:00 in India)',
    );
    expect(list({ role: 'admin', timeZone: 'America/New_York' })).toBe(
      'Thu 1 Jan 2026, 23:30 New York time (Fri 10:00 in India)',
    );
  });

  it("writes the room's state under the contract's names, the start time in ISO", () => {
    const since = new Date('2026-01-02T03:04:05.000Z');
    const answer = presentRecordingStarted({
      enabled: true,
      recordingId: 7,
      status: 'recording',
      segment: 1,
      since,
      sizeBytes: 10,
      maxBytes: 100,
      unavailableReason: null,
    });
    expect(answer).toEqual({
      success: true,
      data: {
        enabled: true,
        unavailable_reason: null,
        recording_id: 7,
        status: 'recording',
        segment: 1,
        recording_since: '2026-01-02T03:04:05.000Z',
        size_bytes: 10,
        max_bytes: 100,
      },
      message: 'Recording started',
    });
    expect(recordingStateResponse.parse(answer)).toEqual(answer);
  });
});
