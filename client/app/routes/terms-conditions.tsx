import { PageBanner } from '../../components/layout/page-banner.tsx';

export function TermsRoute() {
  return <PageBanner title="Terms & Conditions" />;
}
