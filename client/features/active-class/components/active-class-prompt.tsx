import { Link } from 'react-router';
import { PersonPhoto } from '../../../components/ui/person-photo.tsx';
import { useStudentActiveClass } from '../api/active-class-api.ts';

/** Tells a student their class is on now, with a Join link to its room. */
export function ActiveClassPrompt({ studentId }: { studentId: string }) {
  const { data: cls } = useStudentActiveClass(studentId);
  if (!cls) return null;
  return (
    <section aria-label="Your class is on now" className="border-t border-white/10 bg-gold-400 text-plum-950">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <PersonPhoto name={cls.teacher_name} url={cls.teacher_avatar_url} size={32} className="size-8" />
        <p
          className="line-clamp-2 min-w-0 flex-1 text-sm"
          title={`${cls.batch_name} with ${cls.teacher_name}, ${cls.when_label}`}
        >
          <strong>Your class is on now:</strong> {cls.batch_name} with {cls.teacher_name}, {cls.when_label}
        </p>
        <Link
          to={`/live-class/${cls.id}`}
          className="shrink-0 rounded-full bg-plum-950 px-4 py-1.5 text-sm font-semibold text-white hover:bg-plum-800"
        >
          Join class
        </Link>
      </div>
    </section>
  );
}
