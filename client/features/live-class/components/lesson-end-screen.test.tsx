import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { school } from '../../../lib/school.ts';
import { END_TEXT, LessonEndScreen } from './lesson-end-screen.tsx';

describe('LessonEndScreen', () => {
  it('says the class is completed, shows what follows it, and leads to the dashboard', () => {
    render(
      <LessonEndScreen>
        <p>The lesson note</p>
      </LessonEndScreen>,
    );
    expect(screen.getByRole('heading', { name: END_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(END_TEXT.next)).toBeInTheDocument();
    expect(screen.getByText('The lesson note')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: END_TEXT.dashboard })).toHaveAttribute(
      'href',
      school.dashboardUrl,
    );
  });
});
