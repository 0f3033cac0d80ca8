import { PageBanner } from '../../components/layout/page-banner.tsx';
import {
  TEACHER_ACKNOWLEDGEMENT,
  TEACHER_POLICY,
  TEACHER_POLICY_INTRO,
} from '../../content/legal/teacher-policy.ts';
import { Acknowledgement } from '../../features/legal/components/acknowledgement.tsx';
import { LegalLayout } from '../../features/legal/components/legal-layout.tsx';

export function TeacherPolicyRoute() {
  return (
    <>
      <PageBanner title="TEACHER POLICY">
        What we expect of our teachers, and what they can expect of us.
      </PageBanner>
      <LegalLayout
        sections={TEACHER_POLICY}
        intro={TEACHER_POLICY_INTRO.map((p) => (
          <p key={p} className="mb-4">
            {p}
          </p>
        ))}
        after={<Acknowledgement text={TEACHER_ACKNOWLEDGEMENT} />}
      />
    </>
  );
}
