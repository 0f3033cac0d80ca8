import { mapSearchLink } from '../../../common/contact-links.ts';
import { school } from '../../lib/school.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/**
 * The academy's address with its embedded map when the settings give one (loaded lazily;
 * offline it stays blank, with no error), else a drawn picture of the area that opens the
 * address in the visitor's map app.
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
            // No provider's script or frame by default: a picture drawn for the site, and a link
            // that hands the address to the visitor's map app only when it is followed.
            <a
              href={mapSearchLink(school.address)}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block min-h-64 overflow-hidden bg-plum-800 lg:col-span-2"
            >
              <img
                src="/media/area-map.webp"
                alt=""
                width={960}
                height={540}
                loading="lazy"
                className="absolute inset-0 size-full object-cover"
              />
              <span className="absolute bottom-4 left-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-plum-900 shadow-lg group-hover:bg-gold-300">
                <Icon name="pin" className="size-4" />
                Open in your map app
              </span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
