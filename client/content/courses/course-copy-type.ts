/** What a course page says about its course (the school edits these words). */
export type CourseCopy = {
  /** One line under the page title. */
  tagline: string;
  /** A short paragraph; also the course's description for search engines. */
  summary: string;
  involves: readonly string[];
  whoFor: readonly string[];
  outcomes: readonly string[];
};
