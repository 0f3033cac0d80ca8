import { useId, useState } from 'react';
import type { z } from 'zod';
import { parseCsv } from '../../../../common/fees/statement-csv.ts';
import type { statementResponse } from '../../../../common/schemas/admin-statement.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type ChosenPayment,
  useConfirmStatement,
  useStatementColumns,
  useUploadStatement,
} from '../api/statement-api.ts';
import { ColumnsForm } from './columns-form.tsx';
import { ProposalsTable } from './proposals-table.tsx';

type Statement = z.infer<typeof statementResponse>;

/** The names in the first lines of a file that look like its header (for the column fields). */
async function headerNames(file: File): Promise<string[]> {
  const rows = parseCsv(await file.slice(0, 16 * 1024).text()).slice(0, 30);
  const header = rows.find((r) => r.cells.filter((c) => c.trim()).length >= 3) ?? rows[0];
  return [...new Set((header?.cells ?? []).map((c) => c.trim()).filter(Boolean))];
}

/**
 * Reconciliation: the bank's statement read into proposed payments, the admin ticks those to
 * record, and they are recorded together in one step (nothing before).
 */
export function StatementPanel() {
  const fileId = useId();
  const columns = useStatementColumns();
  const upload = useUploadStatement();
  const confirm = useConfirmStatement();
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  const read = (f: File) =>
    upload.mutate(f, {
      onSuccess: (answer) => {
        setStatement(answer);
        setChosen(new Set(answer.rows.filter((r) => r.status === 'proposed').map((r) => r.line)));
      },
      onError: () => setStatement(null),
    });
  const choose = async (f: File | null) => {
    setFile(f);
    setStatement(null);
    upload.reset();
    setSuggestions(f ? await headerNames(f).catch(() => []) : []);
  };
  const toggle = (line: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(line)) next.add(line);
      return next;
    });
  const toggleAll = (all: boolean) =>
    setChosen(
      all ? new Set(statement?.rows.filter((r) => r.status === 'proposed').map((r) => r.line)) : new Set(),
    );
  const record = () => {
    const payments: ChosenPayment[] = (statement?.rows ?? [])
      .filter((r) => r.status === 'proposed' && chosen.has(r.line) && r.invoice && r.date && r.amountMinor)
      .map((r) => ({
        line: r.line,
        invoiceId: r.invoice?.id ?? 0,
        amountMinor: r.amountMinor ?? 0,
        paidOn: r.date ?? '',
        reference: r.reference,
      }));
    confirm.mutate(payments, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        if (file) read(file);
      },
      onError: (err) => toast.error(errorText(err, 'Failed to record the payments')),
    });
  };

  const saved = columns.data?.columns ?? null;
  const count = statement?.rows.filter((r) => r.status === 'proposed' && chosen.has(r.line)).length ?? 0;
  return (
    <AdminSection
      title="Bank statement"
      description="Upload the bank’s statement (CSV, at most 2 MB and 20,000 rows): rows that pay an open invoice are proposed, and nothing is recorded until you record them."
    >
      {columns.isPending ? (
        <p>Loading the statement columns...</p>
      ) : columns.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(columns.error, 'Failed to load the statement columns')}
        </p>
      ) : !saved || editing ? (
        <ColumnsForm
          current={saved}
          suggestions={suggestions}
          onDone={() => setEditing(false)}
          onCancel={saved ? () => setEditing(false) : undefined}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <p>
              Columns: date “{saved.date}”, amount “{saved.amount}”, reference “{saved.reference}”
              {saved.description ? `, narration “${saved.description}”` : ''}
            </p>
            <button
              type="button"
              className="btn-outline px-4 py-2 text-plum-800"
              onClick={() => setEditing(true)}
            >
              Change columns
            </button>
          </div>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (file) read(file);
            }}
          >
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={fileId} className="text-sm font-semibold text-plum-900">
                Bank statement (CSV)
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                className="max-w-full text-sm"
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
            </div>
            <button type="submit" className="btn-primary" disabled={!file || upload.isPending}>
              {upload.isPending ? 'Reading...' : 'Read statement'}
            </button>
          </form>
          {upload.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {errorText(upload.error, 'Failed to read the statement')}
            </p>
          ) : null}
          {statement ? (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-slate-700" aria-live="polite">
                {statement.counts.rows} rows: {statement.counts.proposed} proposed,{' '}
                {statement.counts.recorded} already recorded, {statement.counts.unmatched} not matched,{' '}
                {statement.counts.skipped} skipped.
              </p>
              {statement.rows.length === 0 ? (
                <p className="text-slate-600">The statement has no rows.</p>
              ) : (
                <ProposalsTable
                  statement={statement}
                  chosen={chosen}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                />
              )}
              <div className="flex justify-end">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={count === 0 || confirm.isPending}
                  onClick={record}
                >
                  {confirm.isPending
                    ? 'Recording...'
                    : `Record ${count} ${count === 1 ? 'payment' : 'payments'}`}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </AdminSection>
  );
}
