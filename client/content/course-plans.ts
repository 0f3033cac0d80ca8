import type { CourseType } from '../../common/courses.ts';

/** The description under each plan tab of a course page. */
export const PLAN_DESCRIPTIONS: Record<CourseType, string> = {
  crash:
    'A short, focused course of one-to-one online lessons: the quickest way to start, or to polish one skill or a few songs for an event.',
  quarter:
    'A full term of one-to-one lessons with a personalised curriculum, assignments, progress reports and tests, for steady, measurable progress.',
  certification:
    'Our complete training with every feature, leading to a graded certificate from an external certification body.',
};
