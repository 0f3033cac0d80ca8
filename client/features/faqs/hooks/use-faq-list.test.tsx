import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render-with-query.tsx';
import { useFaqList } from './use-faq-list.ts';

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useFaqList', () => {
  it('keeps the built-in samples when the fetch throws (general and students only)', async () => {
    mockApi({ '/api/faqs.php': new TypeError('Failed to fetch') });
    const { result } = renderHook(() => useFaqList(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    if (result.current.status !== 'error') return;
    expect(result.current.message).toBe('Failed to load FAQs');
    const { faqs } = result.current;
    const of = (type: string) => faqs.filter((f) => f.type === type);
    expect(new Set(faqs.map((f) => f.type))).toEqual(new Set(['general', 'students']));
    expect(
      of('general')
        .map((f) => f.content)
        .join(' '),
    ).toMatch(/age of 5.*online.*50 to 60 minutes/s);
    expect(of('students').map((f) => f.title)).toEqual(['Do I need my own instrument?']);
  });

  it('gives FAQs without a type the general category', async () => {
    mockApi({ '/api/faqs.php': { result: true, Faqs: [{ id: 1, title: 'Q', content: 'A', type: null }] } });
    const { result } = renderHook(() => useFaqList(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && result.current.faqs[0]?.type).toBe('general');
  });
});
