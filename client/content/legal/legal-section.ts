/** A numbered section of a legal page; its id is the anchor the contents and other pages link to. */
export type LegalSection = {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  subsections?: readonly { title: string; paragraphs?: readonly string[]; items?: readonly string[] }[];
};
