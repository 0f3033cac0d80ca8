import {
  SCORE_LIMITS,
  type Score,
  type ScoreColor,
  type ScoreEvent,
  type ScoreMark,
  type ScoreTool,
} from '../../../../common/schemas/live-class/score.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import { newChatKey } from './chat-outbox.ts';
import { OfflineError, type ScoreApi } from './room-api.ts';

/** A point on the page as fractions of its width and height. */
export type ScorePoint = [number, number];

/** A mark as the page draws it: stored, our own on its way, or the other's stroke still being drawn. */
export type ShownMark = {
  key: string;
  /** The stored mark's id; null until the server has it. */
  id: number | null;
  page: number;
  tool: ScoreTool;
  color: ScoreColor;
  points: ScorePoint[];
  text: string | null;
  authorRole: ClassRole;
  /** Who drew it (null: a group student's mark from before authors were kept). */
  authorId: number | null;
  /** Still being drawn (ours or the other's). */
  drawing: boolean;
};

export type ScoreBoardState = {
  /** The score both see (the latest opened), with the page and lock as the server keeps them. */
  score: Omit<Score, 'marks'> | null;
  marks: ShownMark[];
  panelOpen: boolean;
  loading: boolean;
  /** A file is being opened (sent to the server). */
  opening: boolean;
  error: string | null;
};

export const SCORE_BOARD_TEXT = {
  openFailed: 'The score could not be opened. Please try again.',
  turnFailed: 'The page could not be turned. Please try again.',
  markFailed: 'A mark could not be stored.',
  eraseFailed: 'The mark could not be erased.',
  strokeFailed: 'The stroke could not be shown to the other side as it was drawn.',
} as const;

/** A live stroke's points go out at most this often while it is drawn. */
export const STROKE_BATCH_MS = 50;
/** A mark that could not reach the server is tried again after this. */
export const MARK_RETRY_MS = 2_000;
/** The other's stroke with no news for this long is dropped (their page went away mid-stroke). */
export const LIVE_STROKE_TTL_MS = 10_000;
/** While the event stream is down (or LIVE_TRANSPORT=poll), the score is read again this often. */
export const SCORE_POLL_MS = 2_000;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export type ScoreBoardDeps = {
  api: ScoreApi;
  /** Our role in the class, once access is known. */
  role(): ClassRole | null;
  /** Our user id, once access is known: our marks are those we drew (a group's students share a role). */
  userId(): number | null;
  timers?: Timers;
  now?: () => number;
  newKey?: () => string;
};

type Drawing = {
  mark: ShownMark;
  scoreId: number;
  /** Points already sent as live batches. */
  sent: number;
  inFlight: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  lastSentAt: number;
};

const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;
const clampPoint = ([x, y]: ScorePoint): ScorePoint => [round(x), round(y)];

/** A long stroke thinned to what one mark may hold, its first and last point kept. */
export function thinPoints(points: ScorePoint[], max: number = SCORE_LIMITS.points): ScorePoint[] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)] as ScorePoint);
}

/** A stored mark as the page draws it: its drawing fields as they are, its key and author renamed. */
const shown = ({ client_key, author_role, author_id, created_at, ...drawn }: ScoreMark): ShownMark => ({
  ...drawn,
  key: client_key,
  authorRole: author_role,
  authorId: author_id,
  drawing: false,
});

/**
 * The shared score of the room: the score both see, its page and lock, and its marks (stored,
 * our own on their way, the other's strokes as they are drawn). Changes come as the stream's
 * 'score' events, in the order stored; those that come while the score is first loaded wait and
 * are applied after it. Our own strokes show at once and go out in small batches while drawn.
 */
export class ScoreBoard implements Store<ScoreBoardState> {
  private readonly store = createStore<ScoreBoardState>({
    score: null,
    marks: [],
    panelOpen: false,
    loading: false,
    opening: false,
    error: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly newKey: () => string;
  /** Events that came before the load answered (null once it has). */
  private waiting: { event: ScoreEvent; id: number }[] | null = [];
  private lastEventId = 0;
  /** Marks erased since the load: a late answer must not bring one back. */
  private readonly erased = new Set<number>();
  /** Our marks undone before the server had them: erased once it answers. */
  private readonly undone = new Set<string>();
  private drawing: Drawing | null = null;
  /** When each of the other's live strokes last grew. */
  private readonly liveSeen = new Map<string, number>();
  private liveSweep: ReturnType<typeof setTimeout> | null = null;
  private readonly retries = new Set<ReturnType<typeof setTimeout>>();
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly deps: ScoreBoardDeps) {
    this.timers = deps.timers ?? globalThis;
    this.now = deps.now ?? Date.now;
    this.newKey = deps.newKey ?? newChatKey;
  }

  /** Reads the class's scores (on entering the room); events meanwhile are applied after. */
  async load() {
    this.waiting ??= [];
    this.store.set({ loading: true });
    try {
      const latest = (await this.deps.api.list()).at(-1);
      if (latest) this.show(await this.withAllMarks(latest));
    } catch {
      // The stream still brings what changes from now on.
    }
    const waiting = this.waiting ?? [];
    this.waiting = null;
    this.store.set({ loading: false });
    for (const { event, id } of waiting) this.apply(event, id);
  }

  /**
   * Whether the event stream is up. Without it no 'score' events come, so the score is read again
   * every SCORE_POLL_MS (its page, lock and stored marks; our own on their way are kept).
   */
  setPushed(pushed: boolean) {
    if (pushed || this.stopped) {
      if (this.pollTimer) this.timers.clearTimeout(this.pollTimer);
      this.pollTimer = null;
      return;
    }
    if (this.pollTimer) return;
    const tick = () => {
      this.pollTimer = this.timers.setTimeout(async () => {
        await this.refresh();
        if (this.pollTimer) tick();
      }, SCORE_POLL_MS);
    };
    tick();
  }

  private async refresh() {
    if (this.waiting) return; // the first load is still under way
    let latest: Score | undefined;
    try {
      const listed = (await this.deps.api.list()).at(-1);
      latest = listed && (await this.withAllMarks(listed));
    } catch {
      return; // tried again on the next tick
    }
    if (!latest) return;
    const current = this.store.getSnapshot().score;
    if (latest.id !== current?.id) {
      this.show(latest);
      this.store.set({ panelOpen: true });
      return;
    }
    const { marks, ...score } = latest;
    const ours = this.store.getSnapshot().marks.filter((m) => m.id === null && this.isOwn(m));
    const stored = marks.filter((m) => !this.erased.has(m.id) && !this.undone.has(m.client_key)).map(shown);
    const keys = new Set(stored.map((m) => m.key));
    this.store.set({ score: score, marks: [...stored, ...ours.filter((m) => !keys.has(m.key))] });
  }

  /** The score with every mark: the list has the first page of them, the others are read in turn. */
  private async withAllMarks(score: Score): Promise<Score> {
    let { marks, marks_after: after } = score;
    while (after !== null) {
      const page = await this.deps.api.marks(score.id, after);
      marks = [...marks, ...page.marks];
      after = page.marks_after;
    }
    return { ...score, marks, marks_after: null };
  }

  /** A 'score' event from the stream, with its id (the cursor's third part; 0 if unknown). */
  receive(event: ScoreEvent, id: number) {
    if (this.waiting) this.waiting.push({ event, id });
    else this.apply(event, id);
  }

  openPanel() {
    this.store.set({ panelOpen: true });
  }

  closePanel() {
    this.store.set({ panelOpen: false });
  }

  dismissError() {
    this.store.set({ error: null });
  }

  /** Opens a PDF or image for both, at page 1. */
  async open(file: Blob, name: string): Promise<boolean> {
    this.store.set({ opening: true, error: null });
    try {
      const score = await this.deps.api.open(file, name);
      if (score.id !== this.store.getSnapshot().score?.id) this.show(score);
      return true;
    } catch (err) {
      this.store.set({ error: messageOf(err, SCORE_BOARD_TEXT.openFailed) });
      return false;
    } finally {
      this.store.set({ opening: false });
    }
  }

  /** Turns both to a page (refused while the teacher keeps turning to themself). */
  async turnTo(page: number) {
    const score = this.store.getSnapshot().score;
    if (!score || page < 1 || page > score.pages || page === score.page) return;
    if (score.locked && this.deps.role() !== 'teacher') return;
    const before = score.page;
    this.patchScore(score.id, { page });
    try {
      await this.deps.api.turnPage(score.id, page);
    } catch (err) {
      if (this.store.getSnapshot().score?.page === page) this.patchScore(score.id, { page: before });
      this.store.set({ error: messageOf(err, SCORE_BOARD_TEXT.turnFailed) });
    }
  }

  /** Teacher: keeps page turning to themself, or frees it. */
  async setLocked(locked: boolean) {
    const score = this.store.getSnapshot().score;
    if (!score || this.deps.role() !== 'teacher') return;
    this.patchScore(score.id, { locked });
    try {
      await this.deps.api.lock(score.id, locked);
    } catch (err) {
      this.patchScore(score.id, { locked: !locked });
      this.store.set({ error: messageOf(err, SCORE_BOARD_TEXT.turnFailed) });
    }
  }

  /** Starts a pen or highlighter stroke on the page shown; its points go out as it grows. */
  beginStroke(tool: 'pen' | 'highlighter', color: ScoreColor, point: ScorePoint) {
    const { score } = this.store.getSnapshot();
    const role = this.deps.role();
    const authorId = this.deps.userId();
    if (!score || !role || authorId === null) return;
    if (this.drawing) this.endStroke();
    const mark: ShownMark = {
      key: this.newKey(),
      id: null,
      page: score.page,
      tool,
      color: tool === 'highlighter' ? 'yellow' : color,
      points: [clampPoint(point)],
      text: null,
      authorRole: role,
      authorId,
      drawing: true,
    };
    this.drawing = { mark, scoreId: score.id, sent: 0, inFlight: false, timer: null, lastSentAt: 0 };
    this.setMarks([...this.store.getSnapshot().marks, mark]);
    this.pump();
  }

  extendStroke(point: ScorePoint) {
    const d = this.drawing;
    if (!d || d.mark.points.length >= SCORE_LIMITS.points * 4) return;
    d.mark = { ...d.mark, points: [...d.mark.points, clampPoint(point)] };
    this.replaceMark(d.mark.key, d.mark);
    this.pump();
  }

  /** The stroke is finished: stored as a mark (the live batches stop). */
  endStroke() {
    const d = this.drawing;
    if (!d) return;
    this.drawing = null;
    if (d.timer) this.timers.clearTimeout(d.timer);
    const mark = { ...d.mark, points: thinPoints(d.mark.points), drawing: false };
    this.replaceMark(mark.key, mark);
    void this.save(d.scoreId, mark);
  }

  /** A text note at a point of the page shown. */
  addText(point: ScorePoint, text: string, color: ScoreColor) {
    const { score } = this.store.getSnapshot();
    const role = this.deps.role();
    const authorId = this.deps.userId();
    const words = text.trim().slice(0, SCORE_LIMITS.text);
    if (!score || !role || authorId === null || !words) return;
    const mark: ShownMark = {
      key: this.newKey(),
      id: null,
      page: score.page,
      tool: 'text',
      color: color === 'yellow' ? 'red' : color,
      points: [clampPoint(point)],
      text: words,
      authorRole: role,
      authorId,
      drawing: false,
    };
    this.setMarks([...this.store.getSnapshot().marks, mark]);
    void this.save(score.id, mark);
  }

  /** Erases a stored mark (our own; the teacher's eraser takes any). */
  async erase(markId: number) {
    const { score, marks } = this.store.getSnapshot();
    const mark = marks.find((m) => m.id === markId);
    if (!score || !mark || !this.mayErase(mark)) return;
    this.erased.add(markId);
    this.setMarks(marks.filter((m) => m !== mark));
    try {
      await this.deps.api.erase(score.id, markId);
    } catch (err) {
      this.erased.delete(markId);
      if (this.store.getSnapshot().score?.id === score.id) this.setMarks(this.insertById(mark));
      this.store.set({ error: messageOf(err, SCORE_BOARD_TEXT.eraseFailed) });
    }
  }

  /** Ours: drawn by us, here or on another page of ours (a group's students share a role). */
  isOwn(mark: Pick<ShownMark, 'authorId'>) {
    return mark.authorId !== null && mark.authorId === this.deps.userId();
  }

  /** May we erase it: our own, or any for the teacher. */
  mayErase(mark: ShownMark): boolean {
    return !mark.drawing && (this.isOwn(mark) || this.deps.role() === 'teacher');
  }

  /** Takes back our latest mark on this score (one still on its way is erased once stored). */
  undo() {
    const own = this.store
      .getSnapshot()
      .marks.filter((m) => this.isOwn(m) && !m.drawing && !this.undone.has(m.key));
    const last =
      own.findLast((m) => m.id === null) ??
      own.reduce<ShownMark | null>((a, m) => (!a || (m.id ?? 0) > (a.id ?? 0) ? m : a), null);
    if (!last) return;
    if (last.id !== null) {
      void this.erase(last.id);
      return;
    }
    this.undone.add(last.key);
    this.setMarks(this.store.getSnapshot().marks.filter((m) => m.key !== last.key));
  }

  stop() {
    this.stopped = true;
    if (this.drawing?.timer) this.timers.clearTimeout(this.drawing.timer);
    this.drawing = null;
    if (this.liveSweep) this.timers.clearTimeout(this.liveSweep);
    for (const t of this.retries) this.timers.clearTimeout(t);
    this.retries.clear();
    if (this.pollTimer) this.timers.clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  private apply(event: ScoreEvent, id: number) {
    if (id > 0) {
      if (id <= this.lastEventId) return;
      this.lastEventId = id;
    }
    const current = this.store.getSnapshot().score;
    if (event.kind === 'opened') {
      if (event.score.id === current?.id) return;
      this.show(event.score);
      this.store.set({ panelOpen: true });
      return;
    }
    if (event.score_id !== current?.id) return;
    switch (event.kind) {
      case 'page':
        this.patchScore(current.id, { page: event.page });
        break;
      case 'lock':
        this.patchScore(current.id, { locked: event.locked });
        break;
      case 'mark':
        this.stored(event.mark);
        break;
      case 'unmark':
        this.erased.add(event.mark_id);
        this.setMarks(this.store.getSnapshot().marks.filter((m) => m.id !== event.mark_id));
        break;
      case 'stroke':
        this.liveStroke(event);
        break;
    }
  }

  private show(score: Score) {
    const { marks, ...rest } = score;
    if (this.drawing) {
      if (this.drawing.timer) this.timers.clearTimeout(this.drawing.timer);
      this.drawing = null;
    }
    this.erased.clear();
    this.store.set({
      score: rest,
      marks: marks.filter((m) => !this.undone.has(m.client_key)).map(shown),
    });
  }

  /** A stored mark, from the stream or our own send's answer: it takes the place of its draft. */
  private stored(mark: ScoreMark) {
    if (this.erased.has(mark.id)) return;
    if (this.isOwn({ authorId: mark.author_id }) && this.undone.has(mark.client_key)) return;
    const marks = this.store.getSnapshot().marks;
    if (marks.some((m) => m.id === mark.id)) return;
    const draft = marks.find((m) => m.key === mark.client_key && m.authorId === mark.author_id);
    if (draft) this.setMarks(marks.map((m) => (m === draft ? shown(mark) : m)));
    else this.setMarks(this.insertById(shown(mark)));
  }

  private liveStroke(e: Extract<ScoreEvent, { kind: 'stroke' }>) {
    if (this.isOwn({ authorId: e.author_id })) return;
    const marks = this.store.getSnapshot().marks;
    const found = marks.find((m) => m.key === e.client_key && m.authorId === e.author_id);
    if (found && !found.drawing) return; // already stored
    const points = [...(found?.points.slice(0, e.from) ?? []), ...e.points];
    const mark: ShownMark = {
      key: e.client_key,
      id: null,
      page: e.page,
      tool: e.tool,
      color: e.color,
      points,
      text: null,
      authorRole: e.author_role,
      authorId: e.author_id,
      drawing: true,
    };
    this.liveSeen.set(e.client_key, this.now());
    this.setMarks(found ? marks.map((m) => (m === found ? mark : m)) : [...marks, mark]);
    this.sweepLater();
  }

  /** Drops the other's strokes that stopped without a mark (their page went away mid-stroke). */
  private sweepLater() {
    if (this.liveSweep || this.stopped) return;
    this.liveSweep = this.timers.setTimeout(() => {
      this.liveSweep = null;
      const now = this.now();
      const marks = this.store.getSnapshot().marks;
      const keep = marks.filter(
        (m) => !m.drawing || this.isOwn(m) || now - (this.liveSeen.get(m.key) ?? 0) < LIVE_STROKE_TTL_MS,
      );
      for (const [key, at] of this.liveSeen) if (now - at >= LIVE_STROKE_TTL_MS) this.liveSeen.delete(key);
      if (keep.length !== marks.length) this.setMarks(keep);
      if (keep.some((m) => m.drawing && !this.isOwn(m))) this.sweepLater();
    }, LIVE_STROKE_TTL_MS);
  }

  /** Sends the stroke's new points: one batch in flight, at most one every STROKE_BATCH_MS. */
  private pump() {
    const d = this.drawing;
    if (!d || d.inFlight || d.timer || d.sent >= d.mark.points.length) return;
    const wait = Math.max(0, d.lastSentAt + STROKE_BATCH_MS - this.now());
    d.timer = this.timers.setTimeout(() => {
      d.timer = null;
      void this.sendBatch(d);
    }, wait);
  }

  private async sendBatch(d: Drawing) {
    if (this.drawing !== d) return;
    const { mark } = d;
    const from = d.sent;
    const points = mark.points.slice(from, SCORE_LIMITS.points);
    if (points.length === 0) return;
    d.inFlight = true;
    d.lastSentAt = this.now();
    let refused = false;
    try {
      await this.deps.api.stroke(d.scoreId, {
        client_key: mark.key,
        page: mark.page,
        tool: mark.tool === 'highlighter' ? 'highlighter' : 'pen',
        color: mark.color,
        from,
        points,
      });
    } catch (err) {
      // A lost batch only delays what the other sees: the finished mark carries every point. A
      // refused one (the drawing budget spent) is told, and the stroke sends no more live.
      refused = !(err instanceof OfflineError);
      if (refused) this.store.set({ error: messageOf(err, SCORE_BOARD_TEXT.strokeFailed) });
    } finally {
      d.sent = refused ? SCORE_LIMITS.points : from + points.length;
      d.inFlight = false;
    }
    this.pump();
  }

  /** Stores our mark; without a network it is tried again until it is stored. */
  private async save(scoreId: number, mark: ShownMark) {
    try {
      const stored = await this.deps.api.addMark(scoreId, {
        client_key: mark.key,
        page: mark.page,
        tool: mark.tool,
        color: mark.color,
        points: mark.points,
        ...(mark.text ? { text: mark.text } : {}),
      });
      if (this.store.getSnapshot().score?.id !== scoreId) return;
      if (this.undone.has(mark.key)) {
        this.undone.delete(mark.key);
        this.erased.add(stored.id);
        this.setMarks(this.store.getSnapshot().marks.filter((m) => m.id !== stored.id));
        await this.deps.api.erase(scoreId, stored.id).catch(() => {});
        return;
      }
      this.stored(stored);
    } catch (err) {
      if (err instanceof OfflineError && !this.stopped) {
        const t = this.timers.setTimeout(() => {
          this.retries.delete(t);
          void this.save(scoreId, mark);
        }, MARK_RETRY_MS);
        this.retries.add(t);
        return;
      }
      this.setMarks(this.store.getSnapshot().marks.filter((m) => m.key !== mark.key || m.id !== null));
      this.store.set({ error: messageOf(err, SCORE_BOARD_TEXT.markFailed) });
    }
  }

  private patchScore(id: number, patch: Partial<Pick<Score, 'page' | 'locked'>>) {
    const score = this.store.getSnapshot().score;
    if (score?.id === id) this.store.set({ score: { ...score, ...patch } });
  }

  private setMarks(marks: ShownMark[]) {
    this.store.set({ marks });
  }

  private replaceMark(key: string, mark: ShownMark) {
    this.setMarks(this.store.getSnapshot().marks.map((m) => (m.key === key && m.id === null ? mark : m)));
  }

  /** Stored marks in the order they were stored; drafts and live strokes after them. */
  private insertById(mark: ShownMark): ShownMark[] {
    const marks = this.store.getSnapshot().marks;
    const at = marks.findIndex((m) => m.id === null || (m.id as number) > (mark.id as number));
    return at < 0 ? [...marks, mark] : [...marks.slice(0, at), mark, ...marks.slice(at)];
  }
}

const messageOf = (err: unknown, fallback: string) =>
  err instanceof Error && err.message && !(err instanceof OfflineError) ? err.message : fallback;
