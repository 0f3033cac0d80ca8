/**
 * The room header's title: the batch name, and beside it, small, the lesson's time on the
 * viewer's clock. Both are known before the room opens, so nothing moves when it does; on a
 * narrow screen the time gives way (truncated) before the name.
 */
export function RoomTitle({ batchName, whenLabel }: { batchName: string; whenLabel: string | null }) {
  return (
    <div className="mr-auto flex min-w-0 items-baseline gap-x-3">
      <h1 className="min-w-0 truncate font-serif text-lg text-white sm:text-2xl">{batchName}</h1>
      {whenLabel && (
        <p className="min-w-0 shrink-[3] truncate text-xs text-white/80 sm:text-sm">{whenLabel}</p>
      )}
    </div>
  );
}
