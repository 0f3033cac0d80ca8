import { PageBanner } from '../../components/layout/page-banner.tsx';

export function FaqRoute() {
  return <PageBanner title="Frequently Asked Questions" />;
}
