// A file's type icon (fileKind.ts): a sheet with the type's short label in its colour; a plain
// sheet for other files. Decorative: the file's name is always written beside it.
import type { FileKind } from './fileKind.ts';

const BADGES: Readonly<Record<Exclude<FileKind, 'image' | 'other'>, { label: string; color: string }>> = {
  video: { label: 'VIDEO', color: '#7c3aed' },
  audio: { label: 'MP3', color: '#db2777' },
  excel: { label: 'XLS', color: '#15803d' },
  word: { label: 'DOC', color: '#1d4ed8' },
  archive: { label: 'ZIP', color: '#a16207' },
  pdf: { label: 'PDF', color: '#dc2626' },
  ppt: { label: 'PPT', color: '#ea580c' },
  text: { label: 'TXT', color: '#475569' },
};

export function FileTypeIcon({ kind, size = 16 }: { kind: FileKind; size?: number }) {
  const badge = kind === 'image' || kind === 'other' ? undefined : BADGES[kind];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-file-kind={kind}>
      <path d="M7 2.5h12.5L26 9v20.5H7z" fill="#fff" stroke="#94a3b8" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M19.5 2.5V9H26" fill="none" stroke="#94a3b8" strokeWidth="1.5" strokeLinejoin="round" />
      {kind === 'image' ? <path d="M10 25l5-6 3.5 4 2.5-3 3 5z" fill="#0e7490" /> : null}
      {badge ? (
        <>
          <rect x="3" y="15" width="26" height="10" rx="2" fill={badge.color} />
          <text x="16" y="22.6" textAnchor="middle" fontSize={badge.label.length > 3 ? 6.2 : 7.5} fontWeight="700" fill="#fff"
            fontFamily="system-ui, sans-serif">{badge.label}</text>
        </>
      ) : null}
    </svg>
  );
}
