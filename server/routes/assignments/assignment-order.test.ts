import { describe, expect, it } from 'vitest';
import { dueNext, type Orderable, orderAssignments } from './assignment-order.ts';

const at = (iso: string) => new Date(iso);
const now = at('2026-03-02T10:00:00Z');
const next = at('2026-03-03T12:30:00Z');
const later = at('2026-03-10T12:30:00Z');
const a = (
  id: number,
  created: string,
  dueAt: Date | null,
  state: Orderable['state'] = 'open',
): Orderable => ({
  id,
  state,
  createdAt: at(created),
  dueAt,
});

describe('the assignments order', () => {
  it('puts what is due by the next lesson first, soonest due first, then the rest newest first', () => {
    const list = [
      a(1, '2026-02-20T10:00:00Z', null),
      a(2, '2026-02-25T10:00:00Z', later),
      a(3, '2026-02-21T10:00:00Z', next),
      a(4, '2026-02-28T10:00:00Z', null),
      a(5, '2026-02-10T10:00:00Z', at('2026-02-24T12:30:00Z'), 'again'), // overdue, to play again
      a(6, '2026-02-27T10:00:00Z', next, 'done'),
    ];
    expect(orderAssignments(list, next, now).map((x) => x.id)).toEqual([5, 3, 4, 6, 2, 1]);
  });

  it('without a next lesson, only what is overdue comes first', () => {
    expect(dueNext(a(1, '2026-02-01T00:00:00Z', later), null, now)).toBe(false);
    expect(dueNext(a(2, '2026-02-01T00:00:00Z', at('2026-03-01T00:00:00Z')), null, now)).toBe(true);
    expect(dueNext(a(3, '2026-02-01T00:00:00Z', at('2026-03-01T00:00:00Z'), 'done'), null, now)).toBe(false);
  });

  it('breaks ties by id, newest first', () => {
    const same = '2026-02-20T10:00:00Z';
    expect(orderAssignments([a(1, same, null), a(2, same, null)], null, now).map((x) => x.id)).toEqual([
      2, 1,
    ]);
  });
});
