import { Tabs } from 'radix-ui';
import type { ComponentProps, ComponentType } from 'react';

export type PanelTab = { id: string; label: string; Panel: ComponentType };

type Props = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PanelTab[];
  /** `sections`: the dashboard's sections, underlined; `parts`: the parts of one section, as pills. */
  look: 'sections' | 'parts';
} & Pick<ComponentProps<typeof Tabs.Root>, 'value' | 'defaultValue' | 'onValueChange'>;

const LOOKS = {
  sections: {
    // Wrapped, not scrolled: a dozen sections stay in sight on a phone, the chosen one among them.
    list: 'mb-8 flex flex-wrap gap-x-1 border-b border-plum-100 pb-px',
    trigger:
      'rounded-t-lg border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-slate-600 hover:text-plum-800 data-[state=active]:border-gold-500 data-[state=active]:text-plum-900',
  },
  parts: {
    list: 'mb-6 inline-flex flex-wrap gap-1 rounded-full bg-plum-50 p-1',
    trigger:
      'rounded-full px-4 py-2 text-sm font-semibold text-plum-800 data-[state=active]:bg-plum-800 data-[state=active]:text-white',
  },
};

/** Admin panels shown one at a time, a tab each. */
export function PanelTabs({ label, tabs, look, ...root }: Props) {
  return (
    <Tabs.Root {...root}>
      <Tabs.List aria-label={label} className={LOOKS[look].list}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.id} value={t.id} className={LOOKS[look].trigger}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ id, Panel }) => (
        <Tabs.Content key={id} value={id} className="outline-none">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
