import { Link } from 'react-router';
import type { Recital } from '../../../../common/schemas/recitals.ts';
import { AudienceLink } from './audience-link.tsx';
import { ViewerCapForm } from './viewer-cap-form.tsx';

/** One scheduled recital for its organiser: when, the running order, the audience link and limit, the stage. */
export function RecitalCard({ recital }: { recital: Recital }) {
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-serif text-xl font-semibold text-plum-900">{recital.title}</h3>
          <p className="text-slate-700">
            {recital.when_label}, {recital.duration_minutes} minutes
          </p>
          <p className="text-sm text-slate-500">Organised by {recital.organiser_name}</p>
        </div>
        <Link to={`/recitals/${recital.id}/stage`} className="btn-primary py-2">
          Open the stage
        </Link>
      </div>
      <div>
        <h4 className="mb-1 text-sm font-semibold text-plum-900">Running order</h4>
        <ol className="list-inside list-decimal text-slate-800">
          {recital.performers.map((p) => (
            <li key={p.position}>{p.name}</li>
          ))}
        </ol>
      </div>
      <AudienceLink recital={recital} />
      <ViewerCapForm recital={recital} />
    </article>
  );
}
