import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initials, PersonPhoto } from './person-photo.tsx';

describe('PersonPhoto', () => {
  afterEach(cleanup);

  it('shows the photo named by the person, sized before it loads, loaded lazily', () => {
    render(<PersonPhoto name="Asha Rao" url="/api/avatars/9?v=v1" size={40} />);
    const photo = screen.getByRole('img', { name: 'Asha Rao' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', '/api/avatars/9?v=v1');
    expect(photo).toHaveAttribute('width', '40');
    expect(photo).toHaveAttribute('height', '40');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
  });

  it('shows the initials in a circle when there is no photo, or when it cannot be loaded', () => {
    const { rerender } = render(<PersonPhoto name="Asha Rao" url={null} size={40} />);
    const circle = screen.getByRole('img', { name: 'Asha Rao' });
    expect(circle.tagName.toLowerCase()).toBe('svg');
    expect(circle).toHaveTextContent('AR');

    rerender(<PersonPhoto name="Asha Rao" url="/api/avatars/9?v=v1" size={40} />);
    fireEvent.error(screen.getByRole('img', { name: 'Asha Rao' }));
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
    // A new photo is tried again.
    rerender(<PersonPhoto name="Asha Rao" url="/api/avatars/9?v=v2" size={40} />);
    expect(screen.getByRole('img', { name: 'Asha Rao' }).tagName).toBe('IMG');
  });

  it('takes the first letters of the first and last words', () => {
    expect(initials('asha  devi rao')).toBe('AR');
    expect(initials('Madonna')).toBe('M');
    expect(initials('  ')).toBe('');
  });
});
