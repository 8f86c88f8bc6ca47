import { CloudUpload } from 'lucide-react';

/** A write kept on this device while offline: what was written, and that it goes out later. */
export function KeptOfflineNote({ text }: { text?: string }) {
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-amber-950">
        <CloudUpload className="size-4 shrink-0" aria-hidden />
        Saved on this device
      </p>
      <p className="text-amber-950">It will be sent when you’re back online.</p>
      {text && (
        <p className="border-l-4 border-amber-300 pl-3 whitespace-pre-wrap text-ink">{text}</p>
      )}
    </div>
  );
}
