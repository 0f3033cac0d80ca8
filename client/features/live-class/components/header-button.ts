/** The look of the room header's text buttons (Whiteboard, Chat, Score, Practice tools…). */
export const headerButton =
  'relative rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/25';
