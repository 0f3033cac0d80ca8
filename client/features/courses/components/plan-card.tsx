import { messagingLink } from '../../../../common/contact-links.ts';
import {
  brochureRequestText,
  COURSE_TYPE_LABELS,
  type Course,
  type CourseType,
  PLANS,
  planSessions,
} from '../../../../common/courses.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { school } from '../../../lib/school.ts';

/** One plan of a course: description, sessions, duration, features and a brochure request. */
export function PlanCard({
  course,
  type,
  description,
}: {
  course: Course;
  type: CourseType;
  description: string;
}) {
  const plan = PLANS[type];
  return (
    <div className="grid gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100 sm:p-10 lg:grid-cols-[1fr_1.2fr]">
      <div>
        <h3 className="font-serif text-3xl font-semibold text-plum-900">{COURSE_TYPE_LABELS[type]}</h3>
        <p className="mt-3 leading-relaxed text-slate-600">{description}</p>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          <div className="rounded-xl bg-plum-50 p-4">
            <dt className="text-xs font-semibold tracking-wider text-plum-700 uppercase">Sessions</dt>
            <dd className="mt-1 font-serif text-xl font-semibold text-plum-900 sm:text-2xl">
              {planSessions(course.value, type)}
            </dd>
          </div>
          <div className="rounded-xl bg-plum-50 p-4">
            <dt className="text-xs font-semibold tracking-wider text-plum-700 uppercase">Duration</dt>
            <dd className="mt-1 font-serif text-xl font-semibold text-plum-900 sm:text-2xl">
              {plan.duration}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">{plan.sessionFormat}</p>
        <a
          href={messagingLink(school.messagingNumber, brochureRequestText(course, type))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary mt-6"
        >
          Request Brochure
          <span className="sr-only">
            {' '}
            for the {course.menuLabel} {COURSE_TYPE_LABELS[type]} (opens the chat)
          </span>
        </a>
      </div>
      <div>
        <h4 className="text-sm font-semibold tracking-wider text-plum-700 uppercase">What’s included</h4>
        <ul className="mt-4 gap-6 sm:columns-2">
          {plan.features.map((f) => (
            <li
              key={f.label}
              className={`mb-3 flex break-inside-avoid items-start gap-3 ${f.included ? 'text-slate-800' : 'text-slate-500 line-through decoration-slate-400'}`}
            >
              <span
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full ${
                  f.included ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-500'
                }`}
              >
                <Icon name={f.included ? 'check' : 'close'} className="size-4" />
              </span>
              <span>
                <span className="sr-only">{f.included ? 'Included: ' : 'Not included: '}</span>
                {f.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
