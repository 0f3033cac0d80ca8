import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactBlock } from './contact-block.tsx';

describe('ContactBlock', () => {
  it('shows the form it is given beside the school contacts', () => {
    render(
      <MemoryRouter>
        <ContactBlock form={<form aria-label="Send a message" />} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('form', { name: 'Send a message' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact Us' })).toBeNull();
    expect(screen.getByText('12:00 am to 5:00 pm')).toBeInTheDocument();
  });

  it('links to the contact page while no form is given', () => {
    render(
      <MemoryRouter>
        <ContactBlock />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });
});
