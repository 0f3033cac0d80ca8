import { PageBanner } from '../../components/layout/page-banner.tsx';

export function ContactRoute() {
  return <PageBanner title="Contact Us" />;
}
