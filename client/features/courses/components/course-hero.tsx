import { Link } from 'react-router';
import { type Course, courseTypesFor, planSessions } from '../../../../common/courses.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';

/** The top of a course page: its one h1, the tagline, Enroll Now and quick facts. */
export function CourseHero({ course, tagline }: { course: Course; tagline: string }) {
  const firstPlan = courseTypesFor(course.value)[0];
  const facts: { icon: IconName; text: string }[] = [
    { icon: 'people', text: 'One-to-one lessons with a specialist teacher' },
    { icon: 'video', text: 'Live online classes or on campus' },
    { icon: 'clock', text: `Plans from ${planSessions(course.value, firstPlan)}` },
    { icon: 'music', text: 'Preparation for graded certification' },
  ];
  return (
    <section className="bg-gradient-to-br from-plum-950 via-plum-900 to-plum-700 pt-32 pb-16 text-white sm:pt-40 sm:pb-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{course.group}</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight sm:text-6xl">
            {course.menuLabel}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/85">{tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/admission-form" className="btn-primary">
              Enroll Now
            </Link>
            <a href="#plans" className="btn-outline">
              Compare Plans
            </a>
          </div>
        </div>
        <ul className="grid gap-3 rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur sm:grid-cols-2 lg:grid-cols-1">
          {facts.map((f) => (
            <li key={f.text} className="flex items-center gap-3 text-white/90">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-400 text-plum-950">
                <Icon name={f.icon} />
              </span>
              {f.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
