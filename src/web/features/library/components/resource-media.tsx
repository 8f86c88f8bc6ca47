import { useMemo } from 'react';

/**
 * Audio and video play in place (the server answers range requests, so they
 * seek on phones). Formats this browser cannot play, such as AVI, are only
 * offered through the open-file button.
 */
export function ResourceMedia(props: { contentType: string; fileUrl: string; title: string }) {
  const kind = props.contentType.startsWith('audio/')
    ? 'audio'
    : props.contentType.startsWith('video/')
      ? 'video'
      : null;
  const isPlayable = useMemo(
    () => kind !== null && document.createElement(kind).canPlayType(props.contentType) !== '',
    [kind, props.contentType],
  );
  if (!kind || !isPlayable) return null;
  if (kind === 'audio') {
    return (
      <audio
        controls
        preload="metadata"
        src={props.fileUrl}
        aria-label={`Play ${props.title}`}
        className="mt-3 w-full"
      />
    );
  }
  return (
    <video
      controls
      playsInline
      preload="metadata"
      src={props.fileUrl}
      aria-label={`Play ${props.title}`}
      className="mt-3 aspect-video w-full rounded-xl bg-ink"
    />
  );
}
