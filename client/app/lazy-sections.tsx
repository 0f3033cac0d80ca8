import { lazyNearViewport } from '../lib/lazy-near-viewport.tsx';
import { withQueryScopeLoaded } from './with-query-scope-loaded.ts';

// The sections home, about and course pages share, far below the first screen: each one's code
// loads as it nears the viewport.
export const CertificationsSection = lazyNearViewport(
  async () => (await import('../components/sections/certifications-section.tsx')).CertificationsSection,
);
export const TestimonialsSection = lazyNearViewport(
  withQueryScopeLoaded(
    async () =>
      (await import('../features/testimonials/components/testimonials-section.tsx')).TestimonialsSection,
  ),
);
export const BlogTeaser = lazyNearViewport(
  async () => (await import('../components/sections/blog-teaser.tsx')).BlogTeaser,
);
export const ContactBlock = lazyNearViewport(
  withQueryScopeLoaded(async () => (await import('./contact-block-with-form.tsx')).ContactBlockWithForm),
);
export const InstagramSection = lazyNearViewport(
  withQueryScopeLoaded(
    async () => (await import('../features/instagram/components/instagram-section.tsx')).InstagramSection,
  ),
);
export const FaqTeaserSection = lazyNearViewport(
  withQueryScopeLoaded(
    async () => (await import('../features/faqs/components/faq-teaser-section.tsx')).FaqTeaserSection,
  ),
);
