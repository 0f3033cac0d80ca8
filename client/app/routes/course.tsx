import { useLocation } from 'react-router';
import { courseByPath } from '../../../common/courses.ts';
import { PLAN_DESCRIPTIONS } from '../../content/course-plans.ts';
import { COURSE_POLICIES } from '../../content/course-policies.ts';
import { COURSE_COPY } from '../../content/courses/course-copy.ts';
import { CourseDetails } from '../../features/courses/components/course-details.tsx';
import { CourseHero } from '../../features/courses/components/course-hero.tsx';
import { CoursePolicies } from '../../features/courses/components/course-policies.tsx';
import { PlanTabs } from '../../features/courses/components/plan-tabs.tsx';
import { HydrationParts } from '../../lib/hydration-part.tsx';
import { SharedSections } from '../shared-sections.tsx';
import { NotFoundRoute } from './not-found.tsx';

export function CourseRoute() {
  const course = courseByPath(useLocation().pathname);
  if (!course) return <NotFoundRoute />;
  const copy = COURSE_COPY[course.value];
  return (
    <HydrationParts>
      <CourseHero course={course} tagline={copy.tagline} />
      <CourseDetails
        courseName={course.menuLabel}
        summary={copy.summary}
        involves={copy.involves}
        whoFor={copy.whoFor}
        outcomes={copy.outcomes}
      />
      {/* Keyed so that moving to another course opens that course's default plan. */}
      <PlanTabs key={course.value} course={course} descriptions={PLAN_DESCRIPTIONS} />
      <CoursePolicies policies={COURSE_POLICIES} />
      <SharedSections />
    </HydrationParts>
  );
}
