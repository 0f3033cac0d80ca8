import { Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FAQ_CATEGORIES, type FaqType } from '../../../../common/faq-categories.ts';
import { type FaqListState, useFaqList } from '../hooks/use-faq-list.ts';

// The list's code (the accordion, and DOMPurify for its answers) is asked for as the page's list
// is fetched: the page is prerendered without the list, so its first load does not need it.
const loadAccordion = () => import('./faq-accordion.tsx');
const FaqAccordion = lazy(async () => ({ default: (await loadAccordion()).FaqAccordion }));
const FaqJsonLd = lazy(async () => ({ default: (await import('./faq-json-ld.tsx')).FaqJsonLd }));

/** The FAQ page: a tab per category; switching category closes the open answer. */
export function FaqBrowser() {
  const state = useFaqList();
  const [category, setCategory] = useState<FaqType>('general');
  const [openId, setOpenId] = useState('');
  useEffect(() => void loadAccordion(), []);

  return (
    <Tabs.Root
      value={category}
      onValueChange={(value) => {
        setCategory(value as FaqType);
        setOpenId('');
      }}
    >
      <Tabs.List aria-label="FAQ categories" className="mb-8 flex flex-wrap justify-center gap-2">
        {FAQ_CATEGORIES.map((c) => (
          <Tabs.Trigger
            key={c.type}
            value={c.type}
            className="rounded-full border border-plum-200 px-4 py-2 text-sm font-semibold text-plum-800 transition-colors hover:bg-plum-50 data-[state=active]:border-plum-800 data-[state=active]:bg-plum-800 data-[state=active]:text-white"
          >
            {c.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FAQ_CATEGORIES.map((c) => (
        <Tabs.Content key={c.type} value={c.type} className="mx-auto max-w-3xl">
          <h2 className="sr-only">{c.label}</h2>
          <CategoryPanel state={state} type={c.type} openId={openId} onOpenChange={setOpenId} />
        </Tabs.Content>
      ))}
      {state.status === 'ready' ? (
        <Suspense fallback={null}>
          <FaqJsonLd faqs={state.faqs} />
        </Suspense>
      ) : null}
    </Tabs.Root>
  );
}

type PanelProps = {
  state: FaqListState;
  type: FaqType;
  openId: string;
  onOpenChange: (id: string) => void;
};

function CategoryPanel({ state, type, openId, onOpenChange }: PanelProps) {
  // As tall as a category's answers usually are: the list arriving then moves nothing on a phone's
  // first screen (the footer was in view and jumped, CLS 0.03).
  if (state.status === 'loading') return <StatusText tall>Loading FAQs...</StatusText>;
  if (state.status !== 'ready') return <StatusText role="alert">{state.message}</StatusText>;
  const faqs = state.faqs.filter((f) => f.type === type);
  if (!faqs.length) return <StatusText>No FAQs available for this category.</StatusText>;
  return (
    <Suspense fallback={<StatusText tall>Loading FAQs...</StatusText>}>
      <FaqAccordion faqs={faqs} openId={openId} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** A status line; `tall` is the loading one, a placeholder the list replaces (busy). */
function StatusText({ children, role, tall }: { children: string; role?: 'alert'; tall?: boolean }) {
  return (
    <p
      role={role}
      aria-busy={tall || undefined}
      className={`py-10 text-center text-lg text-slate-600${tall ? ' min-h-80' : ''}`}
    >
      {children}
    </p>
  );
}
