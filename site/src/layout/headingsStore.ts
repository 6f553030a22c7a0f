import { create } from 'zustand';

/** A heading as rendered on the current page. */
export interface PageHeading {
  id: string;
  depth: number;
  text: string;
}

/** The current page's headings, read from the DOM (so they cannot disagree with what is shown). */
export const useHeadingsStore = create<{ headings: PageHeading[] }>()(() => ({ headings: [] }));
