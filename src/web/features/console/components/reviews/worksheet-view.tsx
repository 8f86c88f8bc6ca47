import { Download } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { formatFileSize } from '#web/lib/format-file-size.ts';
import type { ReviewFile } from '../../api/review-shapes.ts';

const isImage = (type: string | null) => /^image\/(png|jpeg|gif|webp)$/.test(type ?? '');
const isPdf = (type: string | null) => type === 'application/pdf';

/**
 * The creator's worksheet: shown in the page where the browser can (a PDF, a
 * picture), and always a download link, which is all there is for the rest.
 */
export function WorksheetView({ file }: { file: ReviewFile }) {
  return (
    <div className="flex flex-col gap-3">
      {isImage(file.type) && (
        <img
          src={file.url}
          alt={`The worksheet ${file.name}`}
          className="max-h-[70vh] w-full rounded-xl border border-line object-contain"
        />
      )}
      {/* Phones' browsers draw no PDF inside a page: there the download is the way to read it. */}
      {isPdf(file.type) && (
        <iframe
          src={file.url}
          title={`The worksheet ${file.name}`}
          className="hidden h-[70vh] w-full rounded-xl border border-line bg-white md:block"
        />
      )}
      <a
        href={file.url}
        download={file.name}
        className={buttonVariants({ variant: 'secondary', className: 'self-start py-2 text-left' })}
      >
        <Download aria-hidden />
        <span className="[overflow-wrap:anywhere]">
          Download {file.name}
          {file.size !== null && ` (${formatFileSize(file.size)})`}
        </span>
      </a>
    </div>
  );
}
