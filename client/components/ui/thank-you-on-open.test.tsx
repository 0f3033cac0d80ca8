import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThankYouOnOpen } from './thank-you-on-open.tsx';

describe('ThankYouOnOpen', () => {
  it('renders nothing until first opened, then the Thank You dialog', async () => {
    const { rerender } = render(<ThankYouOnOpen open={false} onOpenChange={() => {}} />);
    expect(document.body.textContent).toBe('');
    rerender(<ThankYouOnOpen open onOpenChange={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeVisible();
    rerender(<ThankYouOnOpen open={false} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
