import type { ReactNode } from 'react';
import { PageBanner } from '../../../components/layout/page-banner.tsx';
import { ContactInfoCards } from './contact-info-cards.tsx';

type Props = { hours: readonly { days: string; hours: string }[]; form?: ReactNode };

/** The contact page: banner, information cards and, beside them, the send-message form. */
export function ContactLayout({ hours, form }: Props) {
  return (
    <>
      <PageBanner title="Contact Us">Call, write or send us a message: we are happy to help.</PageBanner>
      <div className="bg-plum-50 py-14 sm:py-20">
        <div
          className={`mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 ${form ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]' : ''}`}
        >
          <ContactInfoCards hours={hours} stacked={Boolean(form)} />
          {form ? (
            <section
              aria-labelledby="send-message-title"
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100 sm:p-10"
            >
              <h2 id="send-message-title" className="mb-6 font-serif text-3xl font-semibold text-plum-900">
                Send Us a Message
              </h2>
              {form}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
