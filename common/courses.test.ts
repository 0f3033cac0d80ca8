import { describe, expect, it } from 'vitest';
import { COURSE_GROUPS, COURSES, courseTypesFor, planSessions } from './courses.ts';

describe('courses', () => {
  it('has the ten courses in four groups', () => {
    expect(COURSES).toHaveLength(10);
    expect(COURSE_GROUPS.map((g) => COURSES.filter((c) => c.group === g).length)).toEqual([4, 3, 1, 2]);
  });

  it('offers no crash plan for music production, dual and all-in-one', () => {
    expect(courseTypesFor('music-production')).toEqual(['quarter', 'certification']);
    expect(courseTypesFor('dual')).toEqual(['quarter', 'certification']);
    expect(courseTypesFor('all-in-one')).toEqual(['quarter', 'certification']);
    expect(courseTypesFor('piano')).toEqual(['crash', 'quarter', 'certification']);
  });

  it("gives each plan's sessions from the plan table", () => {
    expect(planSessions('piano', 'crash')).toBe('10 sessions');
    expect(planSessions('dual', 'crash')).toBeNull();
    expect(planSessions('opera', 'quarter')).toBe('24 sessions');
    expect(planSessions('music-production', 'quarter')).toBe('36 sessions');
    expect(planSessions('dual', 'quarter')).toBe('48 sessions (24+24)');
    expect(planSessions('all-in-one', 'certification')).toBe('144 sessions (48 each)');
    expect(planSessions('violin', 'certification')).toBe('48 sessions');
  });
});
