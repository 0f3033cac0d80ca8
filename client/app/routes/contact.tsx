import { telLink } from '../../../common/contact-links.ts';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { ContactForm } from '../../features/contact-form/components/contact-form.tsx';
import { school } from '../../lib/school.ts';

export function ContactRoute() {
  return (
    <>
      <PageBanner title="Contact Us" />
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading eyebrow="Get in touch" title="We'd love to hear from you" align="left">
            Call, write, or send us a message and we will answer soon.
          </SectionHeading>
          <ul className="grid gap-2 text-slate-700">
            <li>
              <a
                className="font-semibold text-plum-700 hover:underline"
                href={telLink(school.phones.primary)}
              >
                {school.phones.primary}
              </a>
            </li>
            <li>
              <a
                className="font-semibold text-plum-700 hover:underline"
                href={`mailto:${school.emails.general}`}
              >
                {school.emails.general}
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="mb-6 font-serif text-2xl font-semibold text-plum-900">Send Us a Message</h2>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
