import type { offerDocuments, offers } from '../store/schema';
import type { CandidateRow } from './candidates';
import { addMinutes } from './dates';
import { emailLocalPart } from './names';
import { buildPdf, offerLetterPdf } from './pdf';
import { randomFor } from './random';

type OfferRow = typeof offers.$inferInsert;
type OfferDocumentRow = typeof offerDocuments.$inferInsert;

const PDF = 'application/pdf';

/** One offer per candidate in OFFER or HIRE, each with a letter and, every other time, a benefits summary. */
export function buildOffers(candidates: readonly CandidateRow[]): {
  offers: OfferRow[];
  documents: OfferDocumentRow[];
} {
  const random = randomFor('offers');
  const offerRows: OfferRow[] = [];
  const documents: OfferDocumentRow[] = [];
  const offered = candidates.filter(
    (candidate) => candidate.status === 'OFFER' || candidate.status === 'HIRE',
  );
  offered.forEach((candidate, index) => {
    const name = `${candidate.firstName} ${candidate.lastName}`;
    const slug = emailLocalPart(candidate.firstName, candidate.lastName).replace('.', '-');
    // The offer was made before the candidate's last status change (or at it).
    const createdOn = addMinutes(candidate.updatedOn ?? candidate.createdOn, -random.int(0, 3 * 24 * 60));
    const offer: OfferRow = {
      id: random.uuid(),
      candidateId: candidate.id,
      jobId: candidate.jobId,
      createdOn,
    };
    offerRows.push(offer);
    documents.push({
      id: random.uuid(),
      offerId: offer.id,
      fileName: `offer-letter-${slug}.pdf`,
      mimeType: PDF,
      bytes: offerLetterPdf(name),
    });
    if (index % 2 === 0) {
      documents.push({
        id: random.uuid(),
        offerId: offer.id,
        fileName: `benefits-summary-${slug}.pdf`,
        mimeType: PDF,
        bytes: buildPdf(`Benefits summary for ${name}`),
      });
    }
  });
  return { offers: offerRows, documents };
}
