import type { ReactNode } from 'react';

/** A link that opens in a new tab, giving the page it opens no hold on ours. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
