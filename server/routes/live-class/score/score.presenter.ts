import { API, API_BASE } from '../../../../common/api.ts';
import type { Score, ScoreMark } from '../../../../common/schemas/live-class/score.ts';
import type { classScores, scoreMarks } from '../../../db/schema.ts';

type ScoreRow = typeof classScores.$inferSelect;
type MarkRow = typeof scoreMarks.$inferSelect;

export const presentScoreMark = (m: MarkRow): ScoreMark => ({
  id: m.id,
  page: m.page,
  tool: m.tool,
  color: m.color,
  points: m.points,
  text: m.text,
  author_role: m.authorRole,
  client_key: m.clientKey,
  created_at: m.createdAt.toISOString(),
});

export const presentScore = (s: ScoreRow, marks: MarkRow[]): Score => ({
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
  marks: marks.map(presentScoreMark),
});
