import { AboutTeaser } from '../../components/sections/about-teaser.tsx';
import { AcademyMap } from '../../components/sections/academy-map.tsx';
import { AllInOneMastery } from '../../components/sections/all-in-one-mastery.tsx';
import { BlogTeaser } from '../../components/sections/blog-teaser.tsx';
import { CertificationsSection } from '../../components/sections/certifications-section.tsx';
import { ContactBlock } from '../../components/sections/contact-block.tsx';
import { CountersSection } from '../../components/sections/counters-section.tsx';
import { CoursesCarousel } from '../../components/sections/courses-carousel.tsx';
import { GetStarted } from '../../components/sections/get-started.tsx';
import { HeroSection } from '../../components/sections/hero-section.tsx';
import { LearningModes } from '../../components/sections/learning-modes.tsx';
import { OperaCentre } from '../../components/sections/opera-centre.tsx';
import { WhyChooseUs } from '../../components/sections/why-choose-us.tsx';
import { ContactForm } from '../../features/contact-form/components/contact-form.tsx';
import { FaqTeaserSection } from '../../features/faqs/components/faq-teaser-section.tsx';
import { InstagramSection } from '../../features/instagram/components/instagram-section.tsx';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section.tsx';

/**
 * The home page: spec section 2's sections in order (the footer comes from the frame), then
 * the learning modes and the map that home-style pages carry.
 */
export function HomeRoute() {
  return (
    <>
      <HeroSection />
      <CountersSection />
      <AboutTeaser />
      <CoursesCarousel />
      <GetStarted />
      <WhyChooseUs />
      <CertificationsSection />
      <AllInOneMastery />
      <OperaCentre />
      <TestimonialsSection />
      <BlogTeaser />
      <ContactBlock form={<ContactForm />} />
      <InstagramSection />
      <FaqTeaserSection />
      <LearningModes />
      <AcademyMap />
    </>
  );
}
