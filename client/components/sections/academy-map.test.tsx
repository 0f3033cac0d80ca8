import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { school } from '../../lib/school.ts';
import { AcademyMap } from './academy-map.tsx';

describe('AcademyMap', () => {
  const configured = school.mapEmbedUrl;
  afterEach(() => {
    school.mapEmbedUrl = configured;
  });

  it('embeds the configured map lazily, titled for screen readers', () => {
    school.mapEmbedUrl = 'https://maps.example.com/embed?q=academy';
    render(<AcademyMap />);
    const frame = screen.getByTitle(`Map of ${school.name}`);
    expect(frame.getAttribute('src')).toBe('https://maps.example.com/embed?q=academy');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText(school.address)).toBeInTheDocument();
  });

  it('by default shows a drawn picture of the area and a link that opens the address in a map app', () => {
    school.mapEmbedUrl = '';
    const { container } = render(<AcademyMap />);
    expect(container.querySelector('iframe, script')).toBeNull();
    expect(screen.getByText(school.address)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in your map app' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe(school.address);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The picture is the site's own file, not a map provider's tile.
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/media/area-map.webp');
  });
});
