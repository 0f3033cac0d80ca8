import { useState } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { FAQ_TEASER_FALLBACK } from '../../../content/faq-samples.ts';
import { useFaqs } from '../hooks/use-faqs.ts';
import { FaqAccordion } from './faq-accordion.tsx';

const TEASER_SIZE = 4;

/** The FAQ section of home and about: the first four FAQs, the first one open. */
export function FaqTeaserSection() {
  const query = useFaqs();
  // null until the visitor clicks: the first question starts open.
  const [openId, setOpenId] = useState<string | null>(null);
  const faqs = query.data?.length ? query.data.slice(0, TEASER_SIZE) : FAQ_TEASER_FALLBACK;

  return (
    <section aria-label="Frequently Asked Questions" className="bg-plum-50/50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <SectionHeading eyebrow="FAQ" title="Frequently Asked Questions" />
        {query.isPending ? (
          <p className="text-center text-lg text-slate-600">Loading FAQs...</p>
        ) : (
          <FaqAccordion faqs={faqs} openId={openId ?? String(faqs[0]?.id)} onOpenChange={setOpenId} />
        )}
        <p className="mt-8 text-center">
          <Link to="/faq" className="btn-primary">
            View All FAQs
          </Link>
        </p>
      </div>
    </section>
  );
}
