import { Accordion } from 'radix-ui';
import type { Faq } from '../../../../common/schemas/site-content.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { FaqAnswer } from './faq-answer.tsx';

type Props = { faqs: Faq[]; openId: string; onOpenChange: (id: string) => void };

/** Questions as buttons; one answer open at a time, clicking the open one closes it. */
export function FaqAccordion({ faqs, openId, onOpenChange }: Props) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={openId}
      onValueChange={onOpenChange}
      className="space-y-3"
    >
      {faqs.map((faq) => (
        <Accordion.Item
          key={faq.id}
          value={String(faq.id)}
          className="rounded-xl border border-plum-100 bg-white shadow-sm data-[state=open]:border-plum-200"
        >
          <Accordion.Header className="text-base sm:text-lg">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-sans font-semibold text-plum-900 hover:text-plum-700">
              {faq.title}
              <Icon
                name="chevronDown"
                className="size-5 shrink-0 text-gold-700 transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5">
            <FaqAnswer content={faq.content} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
