import { PageBanner } from '../../components/layout/page-banner.tsx';

export function LiveClassRoute() {
  return <PageBanner title="Live Class" />;
}
