import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Score } from '../../../../common/schemas/live-class/score.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { ScoreToolbar } from './score-toolbar.tsx';

const score = (locked: boolean): Omit<Score, 'marks'> => ({
  id: 1,
  class_id: 7,
  file_name: 'Yaman.pdf',
  mime_type: 'application/pdf',
  size_bytes: 1000,
  pages: 3,
  page: 1,
  locked,
  opened_by: 'teacher',
  url: '/api/class_scores/1/file',
  marked_pdf_url: '/api/class_scores/1/marked.pdf',
  created_at: '2026-03-03T10:00:00.000Z',
  marks_after: null,
  mark_count: 0,
});

const toolbar = (role: ClassRole, locked: boolean) => {
  const none = () => {};
  render(
    <ScoreToolbar
      score={score(locked)}
      role={role}
      opening={false}
      tool="scroll"
      color="red"
      fit="width"
      zoom={1}
      onOpen={none}
      onTurn={none}
      onLock={none}
      onTool={none}
      onColor={none}
      onFit={none}
      onZoom={none}
      onUndo={none}
      onClose={none}
    />,
  );
  return screen.getByRole('button', { name: 'Open another score' });
};

describe('ScoreToolbar', () => {
  afterEach(cleanup);

  it('lets only the teacher open another score while the teacher keeps turning the pages, and says so', () => {
    expect(toolbar('student', true)).toBeDisabled();
    expect(screen.getByText('The teacher turns the pages and opens the scores')).toBeInTheDocument();
    cleanup();
    expect(toolbar('teacher', true)).toBeEnabled();
    cleanup();
    expect(toolbar('student', false)).toBeEnabled();
  });
});
