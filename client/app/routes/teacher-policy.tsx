import { PageBanner } from '../../components/layout/page-banner.tsx';

export function TeacherPolicyRoute() {
  return <PageBanner title="TEACHER POLICY" />;
}
