import { describe, expect, it } from 'vitest';
import { NOT_A_PERFORMER, SAME_ON_STAGE_AND_NEXT } from '../../../common/schemas/recitals.ts';
import { mayWatch, programmeName, serverForSeat, stageRefusal } from './stage.ts';

describe('the recital stage', () => {
  const performers = [11, 12, 13];

  it('takes performers on stage and next, or no one', () => {
    expect(stageRefusal(performers, { onStageId: 11, nextId: 12 })).toBeNull();
    expect(stageRefusal(performers, { onStageId: null, nextId: 11 })).toBeNull();
    expect(stageRefusal(performers, { onStageId: 13, nextId: null })).toBeNull();
    expect(stageRefusal(performers, { onStageId: null, nextId: null })).toBeNull();
  });

  it('refuses someone not performing, and one person both on stage and next', () => {
    expect(stageRefusal(performers, { onStageId: 99, nextId: null })).toBe(NOT_A_PERFORMER);
    expect(stageRefusal(performers, { onStageId: 11, nextId: 99 })).toBe(NOT_A_PERFORMER);
    expect(stageRefusal(performers, { onStageId: 12, nextId: 12 })).toBe(SAME_ON_STAGE_AND_NEXT);
  });

  it("names a performer by first name and the last name's initial", () => {
    expect(programmeName({ firstName: 'Asha', lastName: 'rao' })).toBe('Asha R.');
    expect(programmeName({ firstName: 'Mira', lastName: ' ' })).toBe('Mira');
  });

  it('lets a new browser watch below the cap, and one watching keep its seat at it', () => {
    expect(mayWatch({ hasSeat: false, watching: 1, cap: 2 })).toBe(true);
    expect(mayWatch({ hasSeat: false, watching: 2, cap: 2 })).toBe(false);
    expect(mayWatch({ hasSeat: true, watching: 2, cap: 2 })).toBe(true);
  });

  it('seats a new watcher on the main Janus while it has room, then on each edge in turn', () => {
    expect(serverForSeat([0], 200)).toBe(0);
    expect(serverForSeat([199, 0], 200)).toBe(0);
    expect(serverForSeat([200, 0, 0], 200)).toBe(1);
    expect(serverForSeat([200, 200, 3], 200)).toBe(2);
    // Every one has its share: the least taken (the recital's viewer cap is the school's limit).
    expect(serverForSeat([201, 200, 205], 200)).toBe(1);
  });
});
