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

  it('shows the address alone when no map is configured', () => {
    school.mapEmbedUrl = '';
    const { container } = render(<AcademyMap />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(school.address)).toBeInTheDocument();
  });
});
