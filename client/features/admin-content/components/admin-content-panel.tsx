import { Tabs } from 'radix-ui';
import { FaqManager } from './faq-manager.tsx';
import { InstafeedManager } from './instafeed-manager.tsx';
import { TestimonialManager } from './testimonial-manager.tsx';

const PARTS = [
  { id: 'faqs', label: 'FAQs', Part: FaqManager },
  { id: 'testimonials', label: 'Testimonials', Part: TestimonialManager },
  { id: 'instagram', label: 'Instagram', Part: InstafeedManager },
];

/** The site's editable content: FAQs, testimonials and Instagram links, one at a time. */
export function AdminContentPanel() {
  return (
    <section aria-labelledby="admin-content-heading">
      <h2 id="admin-content-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        Site content
      </h2>
      <Tabs.Root defaultValue="faqs">
        <Tabs.List
          aria-label="Content"
          className="mb-6 inline-flex flex-wrap gap-1 rounded-full bg-plum-50 p-1"
        >
          {PARTS.map((p) => (
            <Tabs.Trigger
              key={p.id}
              value={p.id}
              className="rounded-full px-4 py-2 text-sm font-semibold text-plum-800 data-[state=active]:bg-plum-800 data-[state=active]:text-white"
            >
              {p.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PARTS.map(({ id, Part }) => (
          <Tabs.Content key={id} value={id} className="outline-none">
            <Part />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
