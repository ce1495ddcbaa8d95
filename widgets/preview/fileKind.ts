// What a file is, by its extension (shell-and-calls.md 5 "Image recognition by extension"): jpg,
// png, gif and jpeg are images, shown in the preview; mp4, mp3, avi, xls/xlsx, doc/docx, rar/zip,
// pdf, ppt/pptx and txt/text get their own type icon; anything else a generic one.

export type FileKind = 'image' | 'video' | 'audio' | 'excel' | 'word' | 'archive' | 'pdf' | 'ppt' | 'text' | 'other';

const KIND_OF_EXTENSION: Readonly<Record<string, FileKind>> = {
  jpg: 'image', png: 'image', gif: 'image', jpeg: 'image',
  mp4: 'video', avi: 'video', mp3: 'audio',
  xls: 'excel', xlsx: 'excel', doc: 'word', docx: 'word',
  rar: 'archive', zip: 'archive', pdf: 'pdf', ppt: 'ppt', pptx: 'ppt', txt: 'text', text: 'text',
};

/** The extension of a name or URL path, lower case, without the dot ('' when there is none). */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url; // a stray % is only a character of the name
  }
}

/** The kind by the file name, else by its URL (an upload's URL keeps the name's extension). */
export function fileKind(name: string, url = ''): FileKind {
  const ext = extensionOf(name) || extensionOf(decoded(url));
  return KIND_OF_EXTENSION[ext] ?? 'other';
}

export const isImageFile = (name: string, url = '') => fileKind(name, url) === 'image';
