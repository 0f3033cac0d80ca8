import { MISSION, VISION } from '../../content/about.ts';
import { Icon } from '../ui/icon.tsx';

/** About: the vision, and the mission in five points. */
export function VisionMission() {
  return (
    <section className="bg-plum-900 py-20 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 md:grid-cols-2">
        <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
          <h2 className="font-serif text-3xl font-semibold text-gold-300">{VISION.title}</h2>
          <p className="mt-4 text-lg leading-relaxed text-white/85">{VISION.text}</p>
        </div>
        <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
          <h2 className="font-serif text-3xl font-semibold text-gold-300">{MISSION.title}</h2>
          <ol className="mt-4 space-y-3">
            {MISSION.points.map((p) => (
              <li key={p} className="flex gap-3 text-white/85">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-gold-300" />
                {p}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
