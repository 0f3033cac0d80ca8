import { useLocation } from 'react-router';
import { courseByPath } from '../../../common/courses.ts';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { NotFoundRoute } from './not-found.tsx';

export function CourseRoute() {
  const course = courseByPath(useLocation().pathname);
  if (!course) return <NotFoundRoute />;
  return <PageBanner title={course.menuLabel} />;
}
