import { FileCheck2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_UPLOAD_BYTES, WORKSHEET_ACCEPT } from '#shared/journey-limits.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useUploadWorksheet } from '../../api/journey-mutations.ts';
import type { QuestProgress } from '../../utils/progress-model.ts';

/** Uploads the chosen file at once; a new choice replaces it until the quest is completed. */
export function WorksheetPicker(props: { quest: QuestProgress }) {
  const upload = useUploadWorksheet();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function handleFile(file: File | undefined) {
    if (!file) return;
    // Files are too large to keep on the device for later: uploads need the connection now.
    if (!navigator.onLine) {
      notify('error', 'You’re offline', {
        id: 'worksheet-upload',
        description: 'Choose the file again when you’re back online to upload it.',
      });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      notify('error', 'File Too Large', {
        id: 'worksheet-upload',
        description: 'File size must be less than 50MB',
      });
      return;
    }
    try {
      await upload.mutateAsync({ questId: props.quest.id, file });
      notify('success', 'File uploaded', {
        id: 'worksheet-upload',
        description: `${file.name} is attached to this quest.`,
      });
    } catch (error) {
      notifyError(error, 'Not saved', {
        id: 'worksheet-upload',
        fallbackMessage: 'The upload did not finish. Choose the file again to retry.',
      });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-ink">Your worksheet</span>
      {props.quest.fileName && (
        <p className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <FileCheck2 className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 truncate">{props.quest.fileName}</span>
        </p>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={WORKSHEET_ACCEPT}
        className="peer sr-only"
        disabled={upload.isPending}
        onChange={(event) => void handleFile(event.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        aria-busy={upload.isPending || undefined}
        className={buttonVariants({
          variant: 'secondary',
          className:
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-ember-600',
        })}
      >
        <Upload aria-hidden />
        {upload.isPending
          ? 'Uploading...'
          : props.quest.fileName
            ? 'Replace file'
            : 'Choose a file'}
      </label>
      <p className="text-xs text-ink-soft">PDF, Word (.doc, .docx), JPG or PNG, up to 50 MB.</p>
    </div>
  );
}
