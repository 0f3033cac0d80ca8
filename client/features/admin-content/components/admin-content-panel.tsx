import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { PanelTabs } from '../../../components/admin/panel-tabs.tsx';
import { FaqManager } from './faq-manager.tsx';
import { InstafeedManager } from './instafeed-manager.tsx';
import { TestimonialManager } from './testimonial-manager.tsx';

const PARTS = [
  { id: 'faqs', label: 'FAQs', Panel: FaqManager },
  { id: 'testimonials', label: 'Testimonials', Panel: TestimonialManager },
  { id: 'instagram', label: 'Instagram', Panel: InstafeedManager },
];

/** The site's editable content: FAQs, testimonials and Instagram links, one at a time. */
export function AdminContentPanel() {
  return (
    <AdminSection title="Site content">
      <PanelTabs label="Content" tabs={PARTS} look="parts" defaultValue="faqs" />
    </AdminSection>
  );
}
