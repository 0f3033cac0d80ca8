import { PageBanner } from '../../components/layout/page-banner.tsx';
import { AboutIntro } from '../../components/sections/about-intro.tsx';
import { CountersSection } from '../../components/sections/counters-section.tsx';
import { FounderProfile } from '../../components/sections/founder-profile.tsx';
import { SkillBars } from '../../components/sections/skill-bars.tsx';
import { VisionMission } from '../../components/sections/vision-mission.tsx';
import { HydrationParts } from '../../lib/hydration-part.tsx';
import { SharedSections } from '../shared-sections.tsx';

/** About: its sections in the product's order. */
export function AboutRoute() {
  return (
    <HydrationParts>
      <PageBanner title="About Us">
        Voice, instruments and music production, taught by performing musicians.
      </PageBanner>
      <CountersSection />
      <AboutIntro />
      <VisionMission />
      <SkillBars />
      <FounderProfile />
      <SharedSections />
    </HydrationParts>
  );
}
