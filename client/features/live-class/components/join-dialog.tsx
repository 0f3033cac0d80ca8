import { type FormEvent, type ReactNode, useId, useState } from 'react';

type Props = {
  batchName: string;
  /** The lesson's time on the viewer's clock. */
  whenLabel?: string | null;
  needsPassword: boolean;
  joining: boolean;
  error: string | null;
  onJoin(password: string): void;
  onCancel(): void;
  /** The camera preview, level meter, pickers and test sound. */
  deviceCheck?: ReactNode;
};

/** Before the room: the class password when the class has one, else a plain Join Class. */
export function JoinDialog({
  batchName,
  whenLabel,
  needsPassword,
  joining,
  error,
  onJoin,
  onCancel,
  deviceCheck,
}: Props) {
  const [password, setPassword] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onJoin(password);
  };
  return (
    <section className="flex min-h-dvh items-center justify-center bg-plum-50 px-3 py-6 sm:px-4">
      <form
        onSubmit={submit}
        role="dialog"
        aria-modal="false"
        aria-labelledby={`${inputId}-title`}
        className={`w-full ${deviceCheck ? 'max-w-3xl' : 'max-w-md'} rounded-2xl bg-white p-5 shadow-lg sm:p-8`}
        noValidate
      >
        <h1 id={`${inputId}-title`} className="font-serif text-2xl text-plum-900">
          Join Class
        </h1>
        <p className="mt-2 text-slate-700">{batchName}</p>
        {whenLabel && <p className="text-sm text-slate-600">{whenLabel}</p>}
        {deviceCheck && <div className="mt-5">{deviceCheck}</div>}
        {needsPassword && (
          <div className="mt-5">
            <label htmlFor={inputId} className="block text-sm font-semibold text-plum-900">
              Class password
            </label>
            <input
              id={inputId}
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-plum-600 focus:outline-2 focus:outline-plum-600"
            />
          </div>
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onCancel} className="btn-outline text-plum-900 hover:bg-plum-50">
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={joining}>
            {joining ? 'Joining...' : 'Join Class'}
          </button>
        </div>
      </form>
    </section>
  );
}
