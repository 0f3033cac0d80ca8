import type { CourseValue } from '../../../common/courses.ts';
import type { CourseCopy } from './course-copy-type.ts';
import { INSTRUMENT_COPY } from './instruments.ts';
import { PROGRAMME_COPY } from './programmes.ts';
import { VOICE_COPY } from './voice.ts';

/** Each course page's words, by course. */
export const COURSE_COPY: Record<CourseValue, CourseCopy> = {
  ...VOICE_COPY,
  ...INSTRUMENT_COPY,
  ...PROGRAMME_COPY,
};
