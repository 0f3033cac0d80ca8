import { PageBanner } from '../../components/layout/page-banner.tsx';
import { STUDENT_TERMS, TERMS_INTRO } from '../../content/legal/student-terms.ts';
import { LegalLayout } from '../../features/legal/components/legal-layout.tsx';

export function TermsRoute() {
  return (
    <>
      <PageBanner title="Terms & Conditions">
        Student terms for every course, online and on campus.
      </PageBanner>
      <LegalLayout sections={STUDENT_TERMS} intro={<p>{TERMS_INTRO}</p>} />
    </>
  );
}
