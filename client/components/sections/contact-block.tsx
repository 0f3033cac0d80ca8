import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telLink } from '../../../common/contact-links.ts';
import { CONTACT_BLOCK } from '../../content/home.ts';
import { HOME_SUPPORT_HOURS } from '../../content/school-hours.ts';
import { school } from '../../lib/school.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/** Phones, e-mails and support hours (IST) beside the contact form given as `form`. */
export function ContactBlock({ form }: { form?: ReactNode }) {
  const phones = [school.phones.primary, school.phones.secondary];
  const emails = [school.emails.general, school.emails.founder];
  return (
    <section className="bg-plum-50 py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SectionHeading eyebrow="Contact Us" title={CONTACT_BLOCK.title} align="left">
            {CONTACT_BLOCK.text}
          </SectionHeading>
          <ul className="space-y-5 text-plum-900">
            <li className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-6 text-gold-700" />
              <div>
                <p className="font-semibold">Call Us</p>
                {phones.map((p) => (
                  <a key={p} href={telLink(p)} className="block hover:underline">
                    {p}
                  </a>
                ))}
              </div>
            </li>
            <li className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-6 text-gold-700" />
              <div>
                <p className="font-semibold">Email Us</p>
                {emails.map((e) => (
                  <a key={e} href={`mailto:${e}`} className="block hover:underline">
                    {e}
                  </a>
                ))}
              </div>
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-6 text-gold-700" />
              <div>
                <p className="font-semibold">Support Hours (IST)</p>
                <dl>
                  {HOME_SUPPORT_HOURS.map((h) => (
                    <div key={h.days} className="flex flex-wrap gap-x-2">
                      <dt>{h.days}:</dt>
                      <dd>{h.hours}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-md sm:p-8 lg:col-span-3">
          {form ?? (
            <div className="flex h-full flex-col items-start justify-center gap-4">
              <h3 className="text-2xl font-semibold text-plum-900">Send us a message</h3>
              <p className="text-slate-600">
                Tell us what you would like to learn and we will get back to you.
              </p>
              <Link to="/contact" className="btn-primary">
                Contact Us
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
