import { PageBanner } from '../../components/layout/page-banner.tsx';

export function OfflineRoute() {
  return <PageBanner title="HSM Offline" />;
}
