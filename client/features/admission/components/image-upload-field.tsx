import { useEffect, useRef, useState } from 'react';
import { type FileLike, IMAGE_ACCEPT } from '../../../../common/schemas/admission-rules.ts';
import { inputClass } from '../../../components/ui/form-styles.ts';
import { LabelledControl } from '../../../components/ui/labelled-control.tsx';

type Props = {
  id: string;
  name: string;
  label: string;
  value: FileLike | null | undefined;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
};

/** A PNG/JPG/JPEG file input with a preview of the chosen image; cleared when the form resets. */
export function ImageUploadField({ id, name, label, value, onChange, onBlur, error }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!(value instanceof Blob)) {
      if (inputRef.current) inputRef.current.value = '';
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  return (
    <LabelledControl id={id} label={label} error={error}>
      {(a11y) => (
        <div className="grid gap-3">
          <input
            {...a11y}
            ref={inputRef}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            onBlur={onBlur}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-plum-100 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-plum-800`}
          />
          {preview && value ? (
            <figure className="flex items-center gap-3">
              <img
                src={preview}
                alt={`Preview of ${value.name}`}
                className="size-20 rounded-lg object-cover ring-1 ring-slate-200"
              />
              <figcaption className="text-sm text-slate-600">
                {value.name} ({Math.ceil(value.size / 1024)} KB)
              </figcaption>
            </figure>
          ) : null}
        </div>
      )}
    </LabelledControl>
  );
}
