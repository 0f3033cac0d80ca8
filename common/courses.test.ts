import { describe, expect, it } from 'vitest';
import {
  brochureRequestText,
  COURSE_GROUPS,
  COURSES,
  courseByValue,
  courseTypesFor,
  defaultPlanFor,
  PLANS,
  planSessions,
} from './courses.ts';

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

  it('shows the crash tab and opens on it everywhere but the three long programmes', () => {
    const tabs = Object.fromEntries(
      COURSES.map((c) => [c.value, [courseTypesFor(c.value), defaultPlanFor(c.value)]]),
    );
    for (const value of [
      'opera',
      'hindustani-vocals',
      'western-vocals',
      'bollywood',
      'guitar',
      'piano',
      'violin',
    ]) {
      expect(tabs[value], value).toEqual([['crash', 'quarter', 'certification'], 'crash']);
    }
    for (const value of ['music-production', 'dual', 'all-in-one']) {
      expect(tabs[value], value).toEqual([['quarter', 'certification'], 'quarter']);
    }
  });

  it('gives every course the sessions of the plan table for each plan it shows', () => {
    const table = Object.fromEntries(
      COURSES.map((c) => [c.value, courseTypesFor(c.value).map((t) => planSessions(c.value, t))]),
    );
    expect(table).toEqual({
      opera: ['10 sessions', '24 sessions', '48 sessions'],
      'hindustani-vocals': ['10 sessions', '24 sessions', '48 sessions'],
      'western-vocals': ['10 sessions', '24 sessions', '48 sessions'],
      bollywood: ['10 sessions', '24 sessions', '48 sessions'],
      guitar: ['10 sessions', '24 sessions', '48 sessions'],
      piano: ['10 sessions', '24 sessions', '48 sessions'],
      violin: ['10 sessions', '24 sessions', '48 sessions'],
      'music-production': ['36 sessions', '72 sessions'],
      dual: ['48 sessions (24+24)', '96 sessions (48+48)'],
      'all-in-one': ['72 sessions (24 each)', '144 sessions (48 each)'],
    });
  });

  it("describes each plan's duration and features as the plan table does", () => {
    const included = (t: keyof typeof PLANS) =>
      PLANS[t].features.filter((f) => f.included).map((f) => f.label);
    const excluded = (t: keyof typeof PLANS) =>
      PLANS[t].features.filter((f) => !f.included).map((f) => f.label);
    const everyPlan = [
      'Extra study materials',
      'Daily class update',
      'Class recordings',
      '24x7 chat support',
    ];
    expect(PLANS.crash.duration).toBe('5 to 10 weeks');
    expect(PLANS.crash.sessionFormat).toContain('60-minute online solo 1-1');
    expect(included('crash')).toEqual(['Partial student dashboard', ...everyPlan]);
    expect(excluded('crash')).toEqual([
      'Personalised curriculum',
      'Assignments',
      'Progress reports',
      'Tests',
      'Certification',
    ]);
    expect(PLANS.quarter.duration).toBe('3 to 6 months');
    expect(included('quarter')).toEqual(
      expect.arrayContaining(['Personalised curriculum', 'Tests', ...everyPlan]),
    );
    expect(excluded('quarter')).toEqual(['Certification']);
    expect(PLANS.certification.duration).toBe('6 months to 1 year');
    expect(excluded('certification')).toEqual([]);
    expect(included('certification')).toContain('Certification');
  });

  it('names the course and the plan in the brochure request', () => {
    const piano = courseByValue('piano');
    expect(piano && brochureRequestText(piano, 'crash')).toBe(
      "Hi! I'd like to request the brochure for the Piano/Keyboard Crash Course.",
    );
  });
});
