import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_PAGE_HOURS } from '../../../content/contact-page-hours.ts';
import { ContactLayout } from './contact-layout.tsx';

describe('ContactLayout', () => {
  it('puts the send-message form beside the cards under its own heading', () => {
    render(<ContactLayout hours={CONTACT_PAGE_HOURS} form={<form aria-label="Contact form" />} />);
    const region = screen.getByRole('region', { name: 'Send Us a Message' });
    expect(region).toContainElement(screen.getByRole('form', { name: 'Contact form' }));
    expect(screen.getByRole('heading', { name: 'Business Hours (IST)' })).toBeInTheDocument();
  });

  it('shows only the cards until a form is composed in', () => {
    render(<ContactLayout hours={CONTACT_PAGE_HOURS} />);
    expect(screen.queryByRole('region', { name: 'Send Us a Message' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Call Us' })).toBeInTheDocument();
  });
});
