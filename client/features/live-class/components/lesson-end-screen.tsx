import type { ReactNode } from 'react';
import { school } from '../../../lib/school.ts';

export const END_TEXT = {
  title: 'Class Completed',
  next: 'The class is marked as completed. Write its note for the student and family now, or later from your dashboard.',
  dashboard: 'Go to dashboard',
} as const;

/** The teacher's screen once they have left and the class is completed: what follows the lesson (its note), then the dashboard. */
export function LessonEndScreen({ children }: { children: ReactNode }) {
  return (
    <section className="min-h-dvh bg-plum-50 px-4 py-10" aria-labelledby="lesson-end-heading">
      <div className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 id="lesson-end-heading" className="font-serif text-2xl text-plum-900">
          {END_TEXT.title}
        </h1>
        <p className="mt-2 text-slate-700">{END_TEXT.next}</p>
        <div className="mt-6">{children}</div>
        {/* The dashboard may be another application (DASHBOARD_URL): a plain link. */}
        <a href={school.dashboardUrl} className="btn-primary mt-6">
          {END_TEXT.dashboard}
        </a>
      </div>
    </section>
  );
}
