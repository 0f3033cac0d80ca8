import { PageBanner } from '../../components/layout/page-banner.tsx';
import { AboutIntro } from '../../components/sections/about-intro.tsx';
import { BlogTeaser } from '../../components/sections/blog-teaser.tsx';
import { CertificationsSection } from '../../components/sections/certifications-section.tsx';
import { ContactBlock } from '../../components/sections/contact-block.tsx';
import { CountersSection } from '../../components/sections/counters-section.tsx';
import { FounderProfile } from '../../components/sections/founder-profile.tsx';
import { SkillBars } from '../../components/sections/skill-bars.tsx';
import { VisionMission } from '../../components/sections/vision-mission.tsx';

/** About: spec section 2's sections in order. */
export function AboutRoute() {
  return (
    <>
      <PageBanner title="About Us">
        Voice, instruments and music production, taught by performing musicians.
      </PageBanner>
      <CountersSection />
      <AboutIntro />
      <VisionMission />
      <SkillBars />
      <FounderProfile />
      <CertificationsSection />
      <BlogTeaser />
      <ContactBlock />
    </>
  );
}
