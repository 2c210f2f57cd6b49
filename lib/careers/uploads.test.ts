import { describe, expect, it } from 'vitest';
import { fileToUpload, safeFileName, withExtensionOf } from './uploads';

describe('safeFileName', () => {
  it('cuts a long name to 200 UTF-16 units of whole characters, never half of one', () => {
    expect(safeFileName(`${'a'.repeat(198)}😀.pdf`, 'resume')).toBe(`${'a'.repeat(198)}😀`);
    expect(safeFileName(`${'a'.repeat(199)}😀.pdf`, 'resume')).toBe('a'.repeat(199));
    // With the extension added after, within the platform's 255.
    expect(withExtensionOf(safeFileName('😀'.repeat(150), 'resume'), 'application/pdf')).toHaveLength(204);
  });

  it('replaces control characters, slashes and quotes, and falls back to the kind', () => {
    expect(safeFileName('cv\u0000"me"/x\r\n.pdf', 'resume')).toBe('cv__me__x__.pdf');
    expect(safeFileName('   ', 'avatar')).toBe('avatar');
    expect(safeFileName('broken\ud83d.pdf', 'resume')).toBe('broken.pdf');
  });
});

describe('withExtensionOf', () => {
  it('keeps a name that ends as its content is, and adds the type’s extension to any other', () => {
    expect(withExtensionOf('cv.PDF', 'application/pdf')).toBe('cv.PDF');
    expect(withExtensionOf('me.jpeg', 'image/jpeg')).toBe('me.jpeg');
    expect(withExtensionOf('setup.msi', 'application/msword')).toBe('setup.msi.doc');
    expect(withExtensionOf('resume', 'application/pdf')).toBe('resume.pdf');
  });
});

describe('fileToUpload', () => {
  /** An OLE compound file: its signature, then the directory's names as a Word document's or another's. */
  const compound = (streamName: string) =>
    new File(
      [
        new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(504)]),
        Buffer.from(streamName, 'utf16le'),
      ],
      'file.doc',
    );

  it('takes a legacy Word document, and no other file of its container format', async () => {
    expect(await fileToUpload(compound('WordDocument'), 'resume')).toMatchObject({
      mimeType: 'application/msword',
      fileName: 'file.doc',
    });
    expect(await fileToUpload(compound('Workbook'), 'resume')).toEqual({ error: expect.any(String) });
  });
});
