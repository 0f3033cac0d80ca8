import {
  COURSE_TYPE_LABELS,
  type Course,
  courseTypesFor,
  PLANS,
  planSessions,
} from '../../../common/courses.ts';
import { COURSE_COPY } from '../../content/courses/course-copy.ts';
import { school } from '../../lib/school.ts';

/** schema.org Course of a course page: the course, its provider and one instance per plan. */
export function courseJsonLd(course: Course) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.menuLabel,
    description: COURSE_COPY[course.value].summary,
    url: `${school.siteUrl}${course.path}`,
    provider: { '@type': 'EducationalOrganization', name: school.name, sameAs: school.siteUrl },
    hasCourseInstance: courseTypesFor(course.value).map((type) => ({
      '@type': 'CourseInstance',
      name: `${course.menuLabel} ${COURSE_TYPE_LABELS[type]}`,
      description: `${planSessions(course.value, type)} over ${PLANS[type].duration}`,
      courseMode: type === 'crash' ? 'Online' : 'Blended',
    })),
  };
}
