import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

// One client for the page, shared by every scope: the query library loads only with the code
// that fetches (forms, lists, signed-in areas), never on a page's first load.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Gives the components inside it the page's query client. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The component inside a QueryScope, for components whose own hooks fetch. */
export function withQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  };
}
