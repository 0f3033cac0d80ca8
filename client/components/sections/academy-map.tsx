import { school } from '../../lib/school.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/**
 * The academy's address and, when the settings give one, its embedded map. The map loads
 * lazily; offline it simply stays blank over the address card, with no error.
 */
export function AcademyMap() {
  return (
    <section className="bg-plum-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow="Visit Us" title="Find the Academy" />
        <div className="grid gap-6 overflow-hidden rounded-3xl bg-plum-900 text-white lg:grid-cols-3">
          <address className="flex flex-col justify-center gap-3 p-8 not-italic">
            <Icon name="pin" className="size-8 text-gold-300" />
            <p className="font-serif text-2xl">{school.name}</p>
            <p className="text-white/85">{school.address}</p>
          </address>
          {school.mapEmbedUrl ? (
            <iframe
              src={school.mapEmbedUrl}
              title={`Map of ${school.name}`}
              width={800}
              height={400}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="h-80 w-full border-0 bg-plum-800 lg:col-span-2 lg:h-full"
            />
          ) : (
            <div
              aria-hidden="true"
              className="hidden bg-[url(/media/campus-learning.webp)] bg-cover bg-center lg:col-span-2 lg:block"
            />
          )}
        </div>
      </div>
    </section>
  );
}
