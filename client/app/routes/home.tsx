import { CountersSection } from '../../components/sections/counters-section.tsx';
import { HeroSection } from '../../components/sections/hero-section.tsx';
import { HydrationParts } from '../../lib/hydration-part.tsx';
import { lazyNearViewport } from '../../lib/lazy-near-viewport.tsx';
import { SharedSections } from '../shared-sections.tsx';

// Below the first screen, each section's code loads as it nears the viewport.
const AboutTeaser = lazyNearViewport(
  async () => (await import('../../components/sections/about-teaser.tsx')).AboutTeaser,
);
const CoursesCarousel = lazyNearViewport(
  async () => (await import('../../components/sections/courses-carousel.tsx')).CoursesCarousel,
);
const GetStarted = lazyNearViewport(
  async () => (await import('../../components/sections/get-started.tsx')).GetStarted,
);
const WhyChooseUs = lazyNearViewport(
  async () => (await import('../../components/sections/why-choose-us.tsx')).WhyChooseUs,
);
const AllInOneMastery = lazyNearViewport(
  async () => (await import('../../components/sections/all-in-one-mastery.tsx')).AllInOneMastery,
);
const OperaCentre = lazyNearViewport(
  async () => (await import('../../components/sections/opera-centre.tsx')).OperaCentre,
);
const LearningModes = lazyNearViewport(
  async () => (await import('../../components/sections/learning-modes.tsx')).LearningModes,
);
const AcademyMap = lazyNearViewport(
  async () => (await import('../../components/sections/academy-map.tsx')).AcademyMap,
);

/**
 * The home page: its sections in the product's order (the footer comes from the frame), then
 * the learning modes and the map that home-style pages carry.
 */
export function HomeRoute() {
  return (
    <HydrationParts>
      <HeroSection />
      <CountersSection />
      <AboutTeaser />
      <CoursesCarousel />
      <GetStarted />
      <WhyChooseUs />
      <SharedSections
        afterCertifications={[<AllInOneMastery key="all-in-one" />, <OperaCentre key="opera" />]}
      />
      <LearningModes />
      <AcademyMap />
    </HydrationParts>
  );
}
