import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '../../../../common/api.ts';
import type {
  ConfirmStatementInput,
  confirmStatementResponse,
  confirmStatementSchema,
  statementColumnsResponse,
  statementColumnsSchema,
  statementResponse,
} from '../../../../common/schemas/admin-statement.ts';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['admin-statement', 'columns'] as const;
export type StatementColumnsInput = z.input<typeof statementColumnsSchema>;
export type ChosenPayment = ConfirmStatementInput['payments'][number];

export const fetchStatementColumns = () =>
  apiClient.get<typeof statementColumnsResponse>(`${API.adminStatement}/columns`);
export const saveStatementColumns = (columns: StatementColumnsInput) =>
  apiClient.putJson<typeof statementColumnsResponse, typeof statementColumnsSchema>(
    `${API.adminStatement}/columns`,
    columns,
  );
/** The statement read into proposals (nothing is recorded). */
export const uploadStatement = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiClient.postForm<typeof statementResponse>(API.adminStatement, form);
};
export const confirmStatement = (payments: ChosenPayment[]) =>
  apiClient.postJson<typeof confirmStatementResponse, typeof confirmStatementSchema>(
    `${API.adminStatement}/confirm`,
    { payments },
  );

export function useStatementColumns() {
  return useQuery({ queryKey: KEY, queryFn: fetchStatementColumns });
}

export function useSaveStatementColumns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStatementColumns,
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}

export function useUploadStatement() {
  return useMutation({ mutationFn: uploadStatement });
}

export function useConfirmStatement() {
  return useMutation({ mutationFn: confirmStatement });
}
