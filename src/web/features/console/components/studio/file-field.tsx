import { FileCheck2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_RESOURCE_BYTES,
  RESOURCE_ACCEPT,
  RESOURCE_TYPES_HINT,
  resourceContentTypes,
} from '#shared/library-limits.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { formatFileSize } from '#web/lib/format-file-size.ts';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** Why a chosen file cannot be the resource's (type by name, 50 MB), or nothing. */
export function refusalOfResourceFile(file: File): string | undefined {
  if (!Object.hasOwn(resourceContentTypes, extensionOf(file.name)))
    return `That kind of file is not accepted. ${RESOURCE_TYPES_HINT}`;
  if (file.size > MAX_RESOURCE_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return undefined;
}

/**
 * The resource's file, checked here before anything is sent, and again by
 * content on the server. A refused choice keeps the previous one and shows
 * why; the form holds the error (`error`, `onRefuse`) so it can refuse to
 * save while it shows.
 */
export function FileField(props: {
  file: File | null;
  currentFileName: string | null;
  isDisabled: boolean;
  error: string | undefined;
  /** The input's id, for the form to move focus to it. */
  inputId: string;
  onChange: (file: File) => void;
  onRefuse: (error: string) => void;
}) {
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { error, inputId } = props;

  function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = refusalOfResourceFile(file);
    if (refusal) props.onRefuse(refusal);
    else props.onChange(file);
  }

  const shownName = props.file?.name ?? props.currentFileName;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">File</span>
      {shownName && (
        <p className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <FileCheck2 className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{shownName}</span>
          {props.file && <span className="shrink-0">{formatFileSize(props.file.size)}</span>}
        </p>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={RESOURCE_ACCEPT}
        className="peer sr-only"
        disabled={props.isDisabled}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className={buttonVariants({
          variant: 'secondary',
          className:
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-ember-600 peer-disabled:cursor-not-allowed peer-disabled:border-stone-200 peer-disabled:bg-stone-100 peer-disabled:text-stone-700',
        })}
      >
        <Upload aria-hidden />
        {shownName ? 'Replace file' : 'Choose a file'}
      </label>
      <FieldError id={errorId} message={error} />
      <p id={hintId} className="text-xs text-ink-soft">
        {RESOURCE_TYPES_HINT}
      </p>
    </div>
  );
}
