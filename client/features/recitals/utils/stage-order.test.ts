import { describe, expect, it } from 'vitest';
import { moveLabel, stageAfter } from './stage-order.ts';

const order = [
  { student_id: 7, name: 'Asha Rao' },
  { student_id: 3, name: 'Ravi Kumar' },
  { student_id: 9, name: 'Meera Iyer' },
];

describe('the next stage', () => {
  it('starts with the first performer, the second ready', () => {
    expect(stageAfter(order, { onStageId: null, nextId: null })).toEqual({ onStageId: 7, nextId: 3 });
    expect(moveLabel(order, { onStageId: null, nextId: null })).toBe('Start with Asha Rao');
  });

  it('puts the one next on stage and the one after them ready', () => {
    expect(stageAfter(order, { onStageId: 7, nextId: 3 })).toEqual({ onStageId: 3, nextId: 9 });
    expect(moveLabel(order, { onStageId: 7, nextId: 3 })).toBe('Next performer: Ravi Kumar');
  });

  it('follows the one the organiser named next, out of the running order', () => {
    expect(stageAfter(order, { onStageId: 7, nextId: 9 })).toEqual({ onStageId: 9, nextId: null });
    expect(stageAfter(order, { onStageId: 3, nextId: null })).toEqual({ onStageId: 9, nextId: null });
  });

  it('ends after the last performer', () => {
    expect(stageAfter(order, { onStageId: 9, nextId: null })).toEqual({ onStageId: null, nextId: null });
    expect(moveLabel(order, { onStageId: 9, nextId: null })).toBe('End the recital');
  });
});
