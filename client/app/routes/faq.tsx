import { PageBanner } from '../../components/layout/page-banner.tsx';
import { FaqBrowser } from '../../features/faqs/components/faq-browser.tsx';
import { InTurns } from '../../lib/hydrate-in-turn.tsx';
import { QueryScope } from '../query-scope.tsx';

export function FaqRoute() {
  return (
    <InTurns>
      <PageBanner title="Frequently Asked Questions">
        Answers for students and parents about our courses, careers and performances.
      </PageBanner>
      <section className="bg-plum-50/50 px-4 py-14 sm:py-20">
        <QueryScope>
          <FaqBrowser />
        </QueryScope>
      </section>
    </InTurns>
  );
}
