import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../plugins/events.ts';
import { type ClassRow, loadClass } from './class-gate.ts';
import { type MeetingState, readMeetingStatus } from './meeting-status.ts';

// Safety net only: changes through our own calls invalidate at once (on every instance,
// through the bus); a class edited elsewhere (admin scheduling) shows within this time.
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

/**
 * A per-key cache that never stores a value read before the latest invalidation. Those who ask
 * while a read begun after it runs share that read (a class's two streams woken by one change).
 */
export function createVersionedCache<V>(load: (key: number) => Promise<V>) {
  const entries = new Map<number, { value: V; until: number }>();
  const versions = new Map<number, number>();
  const reading = new Map<number, { version: number; value: Promise<V> }>();
  return {
    get(key: number): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return Promise.resolve(hit.value);
      const version = versions.get(key) ?? 0;
      const shared = reading.get(key);
      if (shared?.version === version) return shared.value;
      const value = load(key).then(
        (v) => {
          if (reading.get(key)?.value === value) reading.delete(key);
          if ((versions.get(key) ?? 0) === version) {
            if (entries.size >= MAX_ENTRIES) entries.clear();
            entries.set(key, { value: v, until: Date.now() + TTL_MS });
          }
          return v;
        },
        (err) => {
          if (reading.get(key)?.value === value) reading.delete(key);
          throw err;
        },
      );
      reading.set(key, { version, value });
      return value;
    },
    invalidate(key: number) {
      versions.set(key, (versions.get(key) ?? 0) + 1);
      entries.delete(key);
    },
    clear() {
      for (const key of entries.keys()) versions.set(key, (versions.get(key) ?? 0) + 1);
      entries.clear();
    },
  };
}

export type ClassCache = {
  classRow(classId: number): Promise<ClassRow | null>;
  meetingStatus(classId: number): Promise<MeetingState>;
  close(): void;
};

/**
 * Class rows and meeting statuses in memory: the 1 s meeting-status poll of every room would
 * otherwise cost several queries each. Every 'status' change of a class (attendance, start,
 * complete) invalidates both, here and on the other instances.
 */
export function createClassCache(db: Db, events: EventBus): ClassCache {
  const rows = createVersionedCache((id) => loadClass(db, id));
  const statuses = createVersionedCache((id) => readMeetingStatus(db, id));
  const off = events.subscribeAll((classId, kind) => {
    if (kind === 'resync') {
      rows.clear();
      statuses.clear();
    } else if (kind === 'status') {
      rows.invalidate(classId);
      statuses.invalidate(classId);
    }
  });
  return { classRow: rows.get, meetingStatus: statuses.get, close: off };
}
