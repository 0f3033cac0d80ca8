import type { ReactNode } from 'react';

/** An admin list's rows in one white box, ruled off from each other; `ordered` when the order is the site's. */
export function RowList({ ordered = false, children }: { ordered?: boolean; children: ReactNode }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">{children}</List>
  );
}
