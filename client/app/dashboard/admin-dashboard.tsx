import { Tabs } from 'radix-ui';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { AdminClassesPanel } from '../../features/admin-classes/components/admin-classes-panel.tsx';
import { AdminContentPanel } from '../../features/admin-content/components/admin-content-panel.tsx';
import { ApplicationsPanel } from '../../features/admin-submissions/components/applications-panel.tsx';
import { MessagesPanel } from '../../features/admin-submissions/components/messages-panel.tsx';
import { AdminUsersPanel } from '../../features/admin-users/components/admin-users-panel.tsx';
import { AdminRecordingsPanel } from '../../features/recordings/components/admin-recordings-panel.tsx';

/**
 * The admin's sections, one tab each, in this order. To add a section, add one entry
 * (its panel is a feature's component); the tab list and `?tab=` links follow.
 */
const SECTIONS: { id: string; label: string; Panel: ComponentType }[] = [
  { id: 'users', label: 'Users', Panel: AdminUsersPanel },
  { id: 'classes', label: 'Classes', Panel: AdminClassesPanel },
  { id: 'content', label: 'Content', Panel: AdminContentPanel },
  { id: 'messages', label: 'Messages', Panel: MessagesPanel },
  { id: 'applications', label: 'Applications', Panel: ApplicationsPanel },
  { id: 'recordings', label: 'Recordings', Panel: AdminRecordingsPanel },
];

export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const current = SECTIONS.find((s) => s.id === params.get('tab'))?.id ?? SECTIONS[0]?.id;
  return (
    <Tabs.Root value={current} onValueChange={(tab) => setParams({ tab }, { replace: true })}>
      <Tabs.List
        aria-label="Admin sections"
        className="mb-8 flex gap-2 overflow-x-auto border-b border-plum-100 pb-px"
      >
        {SECTIONS.map((s) => (
          <Tabs.Trigger
            key={s.id}
            value={s.id}
            className="shrink-0 rounded-t-lg border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-plum-800 data-[state=active]:border-gold-500 data-[state=active]:text-plum-900"
          >
            {s.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SECTIONS.map(({ id, Panel }) => (
        <Tabs.Content key={id} value={id} className="outline-none">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
