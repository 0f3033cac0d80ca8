import { API, API_BASE } from '../../../../common/api.ts';
import type { Score, ScoreMark, ScoreMarksPage } from '../../../../common/schemas/live-class/score.ts';
import type { classScores, scoreMarks } from '../../../db/schema.ts';

type ScoreRow = typeof classScores.$inferSelect;
type MarkRow = typeof scoreMarks.$inferSelect;
/** Marks in the order made; `after`: the last one's id when more follow, else null. */
type MarksPage = { marks: MarkRow[]; after: number | null };

export const presentScoreMark = (m: MarkRow): ScoreMark => ({
  id: m.id,
  page: m.page,
  tool: m.tool,
  color: m.color,
  points: m.points,
  text: m.text,
  author_role: m.authorRole,
  author_id: m.authorId,
  client_key: m.clientKey,
  created_at: m.createdAt.toISOString(),
});

export const presentMarksPage = (page: MarksPage): ScoreMarksPage => ({
  marks: page.marks.map(presentScoreMark),
  marks_after: page.after,
});

export const presentScore = (s: ScoreRow, marks: MarksPage & { count: number }): Score => ({
  id: s.id,
  class_id: s.classId,
  file_name: s.fileName,
  mime_type: s.mimeType,
  size_bytes: s.sizeBytes,
  pages: s.pages,
  page: s.page,
  locked: s.locked,
  opened_by: s.openedBy,
  url: `${API_BASE}${API.classScores}/${s.id}/file`,
  marked_pdf_url: `${API_BASE}${API.classScores}/${s.id}/marked.pdf`,
  created_at: s.createdAt.toISOString(),
  ...presentMarksPage(marks),
  mark_count: marks.count,
});
