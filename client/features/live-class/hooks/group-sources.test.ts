import { describe, expect, it } from 'vitest';
import { INITIAL_GROUP_STATE } from '../rtc/group-room.ts';
import type { GroupFeed, GroupRoomState } from '../rtc/lesson-core.ts';
import { groupSources, shownStudent } from './group-sources.ts';

const stream = (id: string) => ({ id }) as unknown as MediaStream;
const feed = (id: number, role: 'teacher' | 'student', s: MediaStream | null): GroupFeed => ({
  id,
  name: `Member ${id}`,
  role,
  stream: s,
  audioMid: '0',
});
const room = (over: Partial<GroupRoomState>): GroupRoomState => ({
  ...INITIAL_GROUP_STATE,
  phase: 'live',
  me: { id: 1, name: 'Teacher', role: 'teacher' },
  feeds: [feed(2, 'student', stream('a')), feed(3, 'student', stream('b')), feed(4, 'student', null)],
  ...over,
});

describe("a group lesson's recording", () => {
  it('shows the student let play, else the spotlight, else who sounds, else the first', () => {
    expect(shownStudent(room({}))?.id).toBe(2);
    expect(shownStudent(room({ speaker: 3 }))?.id).toBe(3);
    expect(shownStudent(room({ speaker: 3, spotlight: 4 }))?.id).toBe(4);
    expect(shownStudent(room({ speaker: 3, spotlight: 4, playing: 2 }))?.id).toBe(2);
    // One who has gone is not shown.
    expect(shownStudent(room({ spotlight: 9 }))?.id).toBe(2);
    expect(shownStudent(room({ feeds: [] }))).toBeNull();
  });

  it("records the teacher's camera beside the student shown, with every member's sound", () => {
    const own = stream('mine');
    const sources = groupSources({ getSnapshot: () => room({ speaker: 3 }) }, () => own)();
    expect(sources.teacher).toBe(own);
    expect(sources.student?.id).toBe('b');
    expect(sources.sound?.map((s) => s.id)).toEqual(['a', 'b']);
    expect(sources.teacherSecond).toBeNull();
  });
});
