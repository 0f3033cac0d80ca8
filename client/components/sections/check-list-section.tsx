import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/** A titled list of short points in columns (the offline page's facilities and reasons). */
export function CheckListSection({
  eyebrow,
  title,
  items,
  tinted = false,
}: {
  eyebrow: string;
  title: string;
  items: readonly string[];
  tinted?: boolean;
}) {
  return (
    <section className={`py-20 ${tinted ? 'bg-plum-50' : ''}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow={eyebrow} title={title} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-xl bg-white p-4 text-plum-900 shadow-sm ring-1 ring-plum-100"
            >
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
