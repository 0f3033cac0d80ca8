import { Tabs } from 'radix-ui';
import {
  ALL_PLAN_FEATURES,
  COURSE_TYPE_LABELS,
  type Course,
  type CourseType,
  courseTypesFor,
  defaultPlanFor,
} from '../../../../common/courses.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PlanCard } from './plan-card.tsx';

/** The plan comparison: one tab per plan the course offers, opening on its default plan. */
export function PlanTabs({
  course,
  descriptions,
}: {
  course: Course;
  descriptions: Record<CourseType, string>;
}) {
  const types = courseTypesFor(course.value);
  return (
    <section id="plans" className="scroll-mt-24 bg-plum-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow="Plans" title="Choose Your Plan">
          Every plan includes {ALL_PLAN_FEATURES.slice(0, -1).join(', ').toLowerCase()} and{' '}
          {ALL_PLAN_FEATURES.at(-1)}.
        </SectionHeading>
        <Tabs.Root defaultValue={defaultPlanFor(course.value)}>
          <Tabs.List
            aria-label={`${course.menuLabel} plans`}
            className="mx-auto mb-8 flex w-full max-w-2xl rounded-full bg-white p-1.5 shadow-sm ring-1 ring-plum-100"
          >
            {types.map((type) => (
              <Tabs.Trigger
                key={type}
                value={type}
                className="flex-1 rounded-full px-3 py-2.5 text-sm font-semibold text-plum-800 transition hover:bg-plum-50 data-[state=active]:bg-plum-800 data-[state=active]:text-white sm:text-base"
              >
                {COURSE_TYPE_LABELS[type]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {types.map((type) => (
            <Tabs.Content key={type} value={type} className="outline-none">
              <PlanCard course={course} type={type} description={descriptions[type]} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
