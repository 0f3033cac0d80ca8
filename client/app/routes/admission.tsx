import { PageBanner } from '../../components/layout/page-banner.tsx';

export function AdmissionRoute() {
  return <PageBanner title="Admission" />;
}
