type Props = {
  performers: { position: number; name: string }[];
  onStage: number | null;
  next: number | null;
};

const BADGE = 'ml-auto shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The recital's programme: each performer in turn, the one on stage and the one next marked in words. */
export function RunningOrder({ performers, onStage, next }: Props) {
  return (
    <section aria-labelledby="running-order">
      <h2 id="running-order" className="mb-3 font-serif text-xl font-semibold text-plum-900">
        Running order
      </h2>
      <ol className="flex flex-col gap-2">
        {performers.map((p) => (
          <li
            key={p.position}
            aria-current={p.position === onStage ? 'true' : undefined}
            className={`flex items-center gap-3 rounded-lg border px-3 py-2 text-slate-800 ${
              p.position === onStage ? 'border-plum-600 bg-plum-50' : 'border-slate-200 bg-white'
            }`}
          >
            <span className="w-6 shrink-0 text-right font-semibold text-slate-500">{p.position}.</span>
            <span className="min-w-0 break-words">{p.name}</span>
            {p.position === onStage ? (
              <span className={`${BADGE} bg-plum-700 text-white`}>On stage</span>
            ) : null}
            {p.position === next ? (
              <span className={`${BADGE} bg-amber-100 text-amber-900`}>Next</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
