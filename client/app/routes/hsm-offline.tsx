import { PageBanner } from '../../components/layout/page-banner.tsx';
import { AcademyMap } from '../../components/sections/academy-map.tsx';
import { CampusTraining } from '../../components/sections/campus-training.tsx';
import { CheckListSection } from '../../components/sections/check-list-section.tsx';
import { LearningModes } from '../../components/sections/learning-modes.tsx';
import { PracticeHours } from '../../components/sections/practice-hours.tsx';
import { OFFLINE_FACILITIES, WHY_OFFLINE } from '../../content/offline.ts';
import { HydrationParts } from '../../lib/hydration-part.tsx';

/** The on-campus page: its sections in the product's order, then learning modes and the map. */
export function OfflineRoute() {
  return (
    <HydrationParts>
      <PageBanner title="HSM Offline">
        On-campus lessons at our academy, with studios, stage and practice area.
      </PageBanner>
      <CampusTraining />
      <CheckListSection eyebrow="On Campus" title="Our Facilities" items={OFFLINE_FACILITIES} tinted />
      <CheckListSection eyebrow="Learn In Person" title="Why Choose HSM Offline" items={WHY_OFFLINE} />
      <PracticeHours />
      <LearningModes />
      <AcademyMap />
    </HydrationParts>
  );
}
