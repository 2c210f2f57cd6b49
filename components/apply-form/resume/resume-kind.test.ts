import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@/lib/platform/contract/application-rules';
import { resumeKindOf, resumeWorthReading } from './resume-kind';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('which resumes the page reads', () => {
  it('knows a PDF or DOCX by its type or, when the browser gives none, by its name', () => {
    expect(resumeKindOf({ name: 'cv', type: 'application/pdf' })).toBe('pdf');
    expect(resumeKindOf({ name: 'CV.PDF', type: '' })).toBe('pdf');
    expect(resumeKindOf({ name: 'cv', type: DOCX })).toBe('docx');
    expect(resumeKindOf({ name: 'lebenslauf.docx', type: '' })).toBe('docx');
  });

  it('leaves the kinds it cannot read alone: an old Word file, RTF, an image', () => {
    expect(resumeKindOf({ name: 'cv.doc', type: 'application/msword' })).toBeNull();
    expect(resumeKindOf({ name: 'cv.rtf', type: 'application/rtf' })).toBeNull();
    expect(resumeKindOf({ name: 'cv.jpg', type: 'image/jpeg' })).toBeNull();
    // A name that only contains ".pdf" is not a PDF.
    expect(resumeKindOf({ name: 'cv.pdf.exe', type: '' })).toBeNull();
  });

  it('reads nothing over the size the form takes, which the field refuses anyway', () => {
    const pdf = { name: 'cv.pdf', type: 'application/pdf' };
    expect(resumeWorthReading({ ...pdf, size: MAX_FILE_BYTES })).toBe(true);
    expect(resumeWorthReading({ ...pdf, size: MAX_FILE_BYTES + 1 })).toBe(false);
    expect(resumeWorthReading({ name: 'cv.doc', type: 'application/msword', size: 10 })).toBe(false);
  });
});
