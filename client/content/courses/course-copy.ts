import type { CourseValue } from '../../../common/courses.ts';
import { INSTRUMENT_COPY } from './instruments.ts';
import { PROGRAMME_COPY } from './programmes.ts';
import { VOICE_COPY } from './voice.ts';

/** What a course page says about its course (the school edits these words). */
export type CourseCopy = {
  /** One line under the page title. */
  tagline: string;
  /** A short paragraph; also the course's description for search engines. */
  summary: string;
  involves: readonly string[];
  whoFor: readonly string[];
  outcomes: readonly string[];
};

export const COURSE_COPY: Record<CourseValue, CourseCopy> = {
  ...VOICE_COPY,
  ...INSTRUMENT_COPY,
  ...PROGRAMME_COPY,
};
