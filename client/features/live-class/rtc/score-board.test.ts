import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SCORE_TEXT,
  type Score,
  type ScoreMark,
  type ScoreMarkInput,
  type ScoreMarksPage,
  type ScoreStrokeInput,
} from '../../../../common/schemas/live-class/score.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { MARK_AUTHOR, score, scoreMark } from '../../../test/builders.ts';
import { OfflineError, type ScoreApi } from './room-api.ts';
import {
  LIVE_STROKE_TTL_MS,
  MARK_RETRY_MS,
  SCORE_POLL_MS,
  ScoreBoard,
  STROKE_BATCH_MS,
  thinPoints,
} from './score-board.ts';

function setup(role: ClassRole = 'student', scores: Score[] = [score(1)]) {
  let nextId = 100;
  let key = 0;
  const api = {
    list: vi.fn(async () => scores),
    marks: vi.fn(
      async (_id: number, _after: number): Promise<ScoreMarksPage> => ({ marks: [], marks_after: null }),
    ),
    open: vi.fn(async (_file: Blob, name: string) => score(2, [], { file_name: name })),
    turnPage: vi.fn(async () => ({})),
    lock: vi.fn(async () => ({})),
    stroke: vi.fn(async (_id: number, _batch: ScoreStrokeInput) => ({})),
    addMark: vi.fn(
      async (_id: number, m: ScoreMarkInput): Promise<ScoreMark> => ({
        ...scoreMark(nextId++, role, m.client_key, m.page),
        tool: m.tool,
        color: m.color,
        points: m.points,
        text: m.text ?? null,
      }),
    ),
    erase: vi.fn(async () => ({})),
  } satisfies ScoreApi;
  const board = new ScoreBoard({
    api,
    role: () => role,
    userId: () => MARK_AUTHOR[role],
    newKey: () => `key-${++key}-abcdef`,
  });
  return { api, board };
}

describe('ScoreBoard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the latest score with its marks, and applies the events that came while it loaded after it, in order', async () => {
    let answer: (s: Score[]) => void = () => {};
    const { api, board } = setup();
    api.list.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const loading = board.load();
    board.receive({ kind: 'page', score_id: 1, page: 2 }, 5);
    board.receive({ kind: 'mark', score_id: 1, mark: scoreMark(11, 'teacher', 'k-teacher-1') }, 6);
    board.receive({ kind: 'page', score_id: 1, page: 3 }, 7);
    answer([score(1, [scoreMark(10, 'student', 'k-student-1')], { page: 2 })]);
    await loading;
    const s = board.getSnapshot();
    expect(s.score).toMatchObject({ id: 1, page: 3 });
    expect(s.marks.map((m) => m.id)).toEqual([10, 11]);
    // A replayed event (its id already applied) changes nothing.
    board.receive({ kind: 'page', score_id: 1, page: 1 }, 7);
    expect(board.getSnapshot().score?.page).toBe(3);
    board.receive({ kind: 'unmark', score_id: 1, mark_id: 10 }, 8);
    expect(board.getSnapshot().marks.map((m) => m.id)).toEqual([11]);
  });

  it('reads every page of the marks of the score it shows, in turn, while the stream waits', async () => {
    const { api, board } = setup('student', [
      score(1, [scoreMark(10, 'teacher', 'page-1')], { marks_after: 10, mark_count: 3 }),
    ]);
    api.marks
      .mockResolvedValueOnce({ marks: [scoreMark(11, 'teacher', 'page-2')], marks_after: 11 })
      .mockResolvedValueOnce({ marks: [scoreMark(12, 'student', 'page-3')], marks_after: null });
    const loading = board.load();
    board.receive({ kind: 'mark', score_id: 1, mark: scoreMark(13, 'teacher', 'meanwhile') }, 4);
    await loading;
    expect(api.marks.mock.calls).toEqual([
      [1, 10],
      [1, 11],
    ]);
    expect(board.getSnapshot().marks.map((m) => m.id)).toEqual([10, 11, 12, 13]);
  });

  it("opens the panel when the other party opens a score, at its page 1; another score's events are ignored", async () => {
    const { board } = setup('student', []);
    await board.load();
    expect(board.getSnapshot()).toMatchObject({ score: null, panelOpen: false });
    board.receive({ kind: 'opened', score: score(4) }, 1);
    expect(board.getSnapshot()).toMatchObject({ score: { id: 4, page: 1 }, panelOpen: true });
    board.receive({ kind: 'page', score_id: 3, page: 2 }, 2);
    expect(board.getSnapshot().score?.page).toBe(1);
  });

  it('turns pages for both, unless the teacher keeps turning (then only the teacher does); the teacher locks', async () => {
    const student = setup('student', [score(1, [], { locked: true })]);
    await student.board.load();
    await student.board.turnTo(2);
    expect(student.api.turnPage).not.toHaveBeenCalled();
    student.board.receive({ kind: 'lock', score_id: 1, locked: false }, 3);
    await student.board.turnTo(2);
    expect(student.api.turnPage).toHaveBeenCalledWith(1, 2);
    expect(student.board.getSnapshot().score?.page).toBe(2);
    await student.board.turnTo(4);
    expect(student.api.turnPage).toHaveBeenCalledTimes(1);
    // Refused by the server (the teacher locked meanwhile): back to where it was, and why.
    student.api.turnPage.mockRejectedValueOnce(new Error('The teacher turns the pages of this score'));
    await student.board.turnTo(3);
    expect(student.board.getSnapshot()).toMatchObject({
      score: { page: 2 },
      error: 'The teacher turns the pages of this score',
    });

    const teacher = setup('teacher');
    await teacher.board.load();
    await teacher.board.setLocked(true);
    expect(teacher.api.lock).toHaveBeenCalledWith(1, true);
    expect(teacher.board.getSnapshot().score?.locked).toBe(true);
    await student.board.setLocked(false);
    expect(student.api.lock).not.toHaveBeenCalled();
  });

  it('shows our stroke at once, sends its points in batches while drawn, then stores it once as a mark', async () => {
    const { api, board } = setup();
    await board.load();
    board.beginStroke('pen', 'blue', [0.1, 0.1]);
    expect(board.getSnapshot().marks).toMatchObject([{ drawing: true, points: [[0.1, 0.1]], page: 1 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.stroke).toHaveBeenCalledTimes(1);
    for (let i = 2; i <= 6; i++) board.extendStroke([i / 10, i / 10]);
    // One batch each STROKE_BATCH_MS, carrying every point drawn since the last.
    await vi.advanceTimersByTimeAsync(STROKE_BATCH_MS);
    expect(api.stroke).toHaveBeenCalledTimes(2);
    expect(api.stroke.mock.calls[1]?.[1]).toMatchObject({
      from: 1,
      points: [
        [0.2, 0.2],
        [0.3, 0.3],
        [0.4, 0.4],
        [0.5, 0.5],
        [0.6, 0.6],
      ],
    });
    board.extendStroke([1.4, 0.7]);
    board.endStroke();
    await vi.advanceTimersByTimeAsync(STROKE_BATCH_MS);
    expect(api.stroke).toHaveBeenCalledTimes(2);
    expect(api.addMark).toHaveBeenCalledTimes(1);
    const sent = api.addMark.mock.calls[0]?.[1];
    expect(sent).toMatchObject({ tool: 'pen', color: 'blue', page: 1 });
    expect(sent?.points).toHaveLength(7);
    expect(sent?.points.at(-1)).toEqual([1, 0.7]);
    expect(board.getSnapshot().marks).toMatchObject([{ id: 100, drawing: false }]);
    // The stream's copy of the same mark is not a second one.
    board.receive({ kind: 'mark', score_id: 1, mark: scoreMark(100, 'student', sent?.client_key ?? '') }, 9);
    expect(board.getSnapshot().marks).toHaveLength(1);
  });

  it('says why when a live batch is refused and sends that stroke no more live; a lost batch is not told', async () => {
    const { api, board } = setup();
    await board.load();
    api.stroke.mockRejectedValueOnce(new OfflineError());
    board.beginStroke('pen', 'red', [0.1, 0.1]);
    await vi.advanceTimersByTimeAsync(0);
    board.extendStroke([0.2, 0.2]);
    api.stroke.mockRejectedValueOnce(new Error(SCORE_TEXT.drawingTooFast));
    await vi.advanceTimersByTimeAsync(STROKE_BATCH_MS);
    expect(board.getSnapshot().error).toBe(SCORE_TEXT.drawingTooFast);
    board.extendStroke([0.3, 0.3]);
    await vi.advanceTimersByTimeAsync(STROKE_BATCH_MS * 2);
    expect(api.stroke).toHaveBeenCalledTimes(2);
    board.endStroke();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.addMark.mock.calls[0]?.[1].points).toHaveLength(3);
  });

  it("shows the other's stroke as it grows, batch by batch, until their mark replaces it", async () => {
    const { board } = setup();
    await board.load();
    const batch = {
      kind: 'stroke',
      score_id: 1,
      author_role: 'teacher',
      author_id: MARK_AUTHOR.teacher,
      client_key: 'their-stroke-1',
      page: 1,
      tool: 'pen',
      color: 'green',
    } as const;
    board.receive({ ...batch, from: 0, points: [[0.1, 0.1]] }, 2);
    board.receive(
      {
        ...batch,
        from: 1,
        points: [
          [0.2, 0.2],
          [0.3, 0.3],
        ],
      },
      3,
    );
    expect(board.getSnapshot().marks).toMatchObject([
      {
        drawing: true,
        authorRole: 'teacher',
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
          [0.3, 0.3],
        ],
      },
    ]);
    board.receive({ kind: 'mark', score_id: 1, mark: scoreMark(20, 'teacher', 'their-stroke-1') }, 4);
    expect(board.getSnapshot().marks).toMatchObject([{ id: 20, drawing: false }]);
    // A stroke whose mark never comes (their page went away) is dropped in time.
    board.receive({ ...batch, client_key: 'their-stroke-2', from: 0, points: [[0.5, 0.5]] }, 5);
    expect(board.getSnapshot().marks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_STROKE_TTL_MS);
    expect(board.getSnapshot().marks.map((m) => m.id)).toEqual([20]);
  });

  it("undoes our own marks, newest first, a mark still on its way too; never the other party's", async () => {
    const { api, board } = setup('student', [
      score(1, [scoreMark(10, 'student', 'mine-from-before'), scoreMark(11, 'teacher', 'theirs')]),
    ]);
    await board.load();
    board.undo();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.erase).toHaveBeenCalledWith(1, 10);
    board.undo();
    expect(api.erase).toHaveBeenCalledTimes(1);
    expect(board.getSnapshot().marks.map((m) => m.id)).toEqual([11]);
    expect(board.mayErase(board.getSnapshot().marks[0] as never)).toBe(false);

    let answer: (m: ScoreMark) => void = () => {};
    api.addMark.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    board.addText([0.5, 0.5], 'Breathe here', 'blue');
    expect(board.getSnapshot().marks.at(-1)).toMatchObject({ tool: 'text', text: 'Breathe here', id: null });
    board.undo();
    expect(board.getSnapshot().marks.map((m) => m.id)).toEqual([11]);
    answer(scoreMark(12, 'student', 'key-1-abcdef'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.erase).toHaveBeenLastCalledWith(1, 12);
    board.receive({ kind: 'mark', score_id: 1, mark: scoreMark(12, 'student', 'key-1-abcdef') }, 30);
    expect(board.getSnapshot().marks.map((m) => m.id)).toEqual([11]);
  });

  it("in a group lesson a student's own marks are theirs by person: a fellow student's is neither undone nor erased, their stroke shows as drawn", async () => {
    const fellow = 3;
    const { api, board } = setup('student', [
      score(1, [
        scoreMark(10, 'student', 'asha-mark', 1, fellow),
        // Ours from before a reload of the page: still ours.
        scoreMark(11, 'student', 'mine-before-reload'),
        // A group mark from before authors were kept: nobody's own.
        scoreMark(12, 'student', 'whose-unknown', 1, null),
      ]),
    ]);
    await board.load();
    const [ashas, before, unknown] = board.getSnapshot().marks as never[];
    expect([board.isOwn(ashas), board.mayErase(ashas)]).toEqual([false, false]);
    expect([board.isOwn(before), board.mayErase(before)]).toEqual([true, true]);
    expect([board.isOwn(unknown), board.mayErase(unknown)]).toEqual([false, false]);

    board.addText([0.5, 0.5], 'Slower', 'blue');
    await vi.advanceTimersByTimeAsync(0);
    const mine = board.getSnapshot().marks.find((m) => m.text === 'Slower') as never;
    expect([board.isOwn(mine), board.mayErase(mine)]).toEqual([true, true]);
    board.undo();
    board.undo();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.erase.mock.calls).toEqual([
      [1, 100],
      [1, 11],
    ]);
    board.undo();
    expect(api.erase).toHaveBeenCalledTimes(2);
    expect(board.getSnapshot().marks.map((m) => m.id)).toEqual([10, 12]);

    // A fellow student's stroke shows as it is drawn; our own stroke's echo adds nothing.
    const batch = {
      kind: 'stroke',
      score_id: 1,
      author_role: 'student',
      page: 1,
      tool: 'pen',
      color: 'blue',
    } as const;
    board.receive(
      { ...batch, author_id: fellow, client_key: 'asha-live', from: 0, points: [[0.4, 0.4]] },
      40,
    );
    board.receive(
      { ...batch, author_id: MARK_AUTHOR.student, client_key: 'key-9-abcdef', from: 0, points: [[0.6, 0.6]] },
      41,
    );
    expect(board.getSnapshot().marks.filter((m) => m.drawing)).toMatchObject([
      { key: 'asha-live', authorId: fellow, points: [[0.4, 0.4]] },
    ]);
  });

  it('keeps a mark made offline and stores it once the server answers again; two drawing at once lose nothing', async () => {
    const { api, board } = setup('teacher');
    await board.load();
    api.addMark.mockRejectedValueOnce(new OfflineError());
    board.beginStroke('highlighter', 'red', [0.2, 0.2]);
    board.endStroke();
    await vi.advanceTimersByTimeAsync(0);
    expect(board.getSnapshot().marks).toMatchObject([{ id: null, color: 'yellow', tool: 'highlighter' }]);
    board.receive({ kind: 'mark', score_id: 1, mark: scoreMark(40, 'student', 'student-at-once') }, 2);
    await vi.advanceTimersByTimeAsync(MARK_RETRY_MS);
    expect(api.addMark).toHaveBeenCalledTimes(2);
    expect(api.addMark.mock.calls[0]?.[1].client_key).toBe(api.addMark.mock.calls[1]?.[1].client_key);
    const marks = board.getSnapshot().marks;
    expect(marks.map((m) => [m.id, m.authorRole])).toEqual([
      [40, 'student'],
      [100, 'teacher'],
    ]);
    // The teacher's eraser takes the student's mark too.
    expect(board.mayErase(marks[0] as never)).toBe(true);
  });

  it('opens a file for both and says why when it is refused', async () => {
    const { api, board } = setup('student', []);
    await board.load();
    expect(await board.open(new Blob(['%PDF-']), 'Etude.pdf')).toBe(true);
    expect(board.getSnapshot().score).toMatchObject({ id: 2, file_name: 'Etude.pdf' });
    board.receive({ kind: 'opened', score: score(2) }, 3);
    api.open.mockRejectedValueOnce(new Error('A score must be a PDF, or a PNG, JPEG or WebP image'));
    expect(await board.open(new Blob(['x']), 'notes.txt')).toBe(false);
    expect(board.getSnapshot().error).toBe('A score must be a PDF, or a PNG, JPEG or WebP image');
  });

  it('reads the score again while the stream is down, keeping our marks on their way; stops once it is back', async () => {
    const { api, board } = setup('student', [score(1, [scoreMark(10, 'teacher', 'theirs-1')])]);
    await board.load();
    board.setPushed(false);
    let answer: (m: ScoreMark) => void = () => {};
    api.addMark.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    board.addText([0.3, 0.3], 'Sa here', 'green');
    api.list.mockResolvedValue([
      score(1, [scoreMark(10, 'teacher', 'theirs-1'), scoreMark(11, 'teacher', 'theirs-2')], {
        page: 3,
        locked: true,
      }),
    ]);
    await vi.advanceTimersByTimeAsync(SCORE_POLL_MS);
    expect(board.getSnapshot().score).toMatchObject({ page: 3, locked: true });
    expect(board.getSnapshot().marks.map((m) => [m.id, m.text])).toEqual([
      [10, null],
      [11, null],
      [null, 'Sa here'],
    ]);
    answer(scoreMark(12, 'student', 'key-1-abcdef'));
    // A new score opened meanwhile is shown, its panel opened.
    api.list.mockResolvedValue([score(1), score(5, [], { file_name: 'Bhairav.pdf' })]);
    await vi.advanceTimersByTimeAsync(SCORE_POLL_MS);
    expect(board.getSnapshot()).toMatchObject({ score: { id: 5 }, panelOpen: true });
    const calls = api.list.mock.calls.length;
    board.setPushed(true);
    await vi.advanceTimersByTimeAsync(SCORE_POLL_MS * 3);
    expect(api.list.mock.calls.length).toBe(calls);
  });

  it('thins a stroke too long for one mark, keeping its ends', () => {
    const points = Array.from({ length: 5000 }, (_, i) => [i / 5000, 0.5] as [number, number]);
    const thin = thinPoints(points, 2000);
    expect(thin).toHaveLength(2000);
    expect(thin[0]).toEqual(points[0]);
    expect(thin.at(-1)).toEqual(points.at(-1));
  });
});
