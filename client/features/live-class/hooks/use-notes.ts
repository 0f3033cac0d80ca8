import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchNotes, saveNotes } from '../api/notes.ts';

const key = (classId: string) => ['live-class', classId, 'notes'];

/** My whiteboard notes of this class, loaded afresh each time the modal opens. */
export function useNotes(classId: string, open: boolean) {
  return useQuery({
    queryKey: key(classId),
    queryFn: () => fetchNotes(classId),
    enabled: open,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useSaveNotes(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => saveNotes(classId, notes),
    onSuccess: (saved) => client.setQueryData(key(classId), saved.notes_content),
  });
}
