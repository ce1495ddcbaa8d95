// shell-and-calls.md 5: which files the preview shows as images, and which type icon the others get.
import { describe, expect, it } from 'vitest';
import { extensionOf, fileKind } from '../../../widgets/preview/fileKind.ts';

describe('fileKind', () => {
  it('takes jpg, png, gif and jpeg as images, whatever their case', () => {
    expect(['a.jpg', 'b.PNG', 'c.gif', 'd.Jpeg'].map((name) => fileKind(name))).toEqual(['image', 'image', 'image', 'image']);
  });

  it('gives the listed types their icon and anything else the generic one', () => {
    const names = ['v.mp4', 'v.avi', 's.mp3', 'x.xls', 'x.xlsx', 'w.doc', 'w.docx', 'r.rar', 'z.zip', 'p.pdf', 'p.ppt', 'p.pptx', 't.txt', 't.text'];
    expect(names.map((name) => fileKind(name))).toEqual(
      ['video', 'video', 'audio', 'excel', 'excel', 'word', 'word', 'archive', 'archive', 'pdf', 'ppt', 'ppt', 'text', 'text']);
    expect(['a.bmp', 'a.webp', 'a.svg', 'README', '.zip', 'a.'].map((name) => fileKind(name))).toEqual(
      ['other', 'other', 'other', 'other', 'other', 'other']);
  });

  it('falls back on the URL when the name has no extension, and ignores its query', () => {
    expect(fileKind('现场照片', '/api/uploads/20260110/abc-%E7%85%A7%E7%89%87.JPG?x=1')).toBe('image');
    expect(fileKind('合同.pdf', '/api/uploads/20260110/abc-合同.png')).toBe('pdf');
    expect(extensionOf('/a.b/c')).toBe('');
    expect(fileKind('扫描件', '/api/uploads/1/100%-scan.pdf')).toBe('pdf');
  });
});
