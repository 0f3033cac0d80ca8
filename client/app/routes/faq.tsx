import { PageBanner } from '../../components/layout/page-banner.tsx';
import { FaqBrowser } from '../../features/faqs/components/faq-browser.tsx';
import { HydrationParts } from '../../lib/hydration-part.tsx';
import { QueryScope } from '../query-scope.tsx';

export function FaqRoute() {
  return (
    <HydrationParts>
      <PageBanner title="Frequently Asked Questions">
        Answers for students and parents about our courses, careers and performances.
      </PageBanner>
      <section className="bg-plum-50/50 px-4 py-14 sm:py-20">
        <QueryScope>
          <FaqBrowser />
        </QueryScope>
      </section>
    </HydrationParts>
  );
}
