import { PageBanner } from '../../components/layout/page-banner.tsx';

export function AboutRoute() {
  return <PageBanner title="About Us" />;
}
