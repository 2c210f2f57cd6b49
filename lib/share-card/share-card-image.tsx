import 'server-only';
import type { CSSProperties } from 'react';
import { ImageResponse } from 'next/og';
import { arabicAsSeen } from './arabic-forms';
import type { CardFonts } from './card-fonts';
import { lineDirection, rightToLeftPieces, type Direction } from './right-to-left-line';
import { SHARE_CARD_SIZE } from './share-card-size';

/** What a posting's card shows, each line already checked drawable (drawable-text.ts). */
export type ShareCardContent = {
  /** "Careers at Acme Robotics". */
  heading?: string;
  title?: string;
  /** "Berlin, Germany · €58,000 – €73,000 per year". */
  facts?: string;
  /** The site's host name, so the card says where the link leads. */
  host?: string;
  /** The site's logo as a data: URL. */
  logo?: string;
  accentColor: string;
  /** The page's: a right-to-left card starts at the right, its logo and lines too. */
  direction: Direction;
};

type LineStyle = { fontSize: number; lineHeight: number } & CSSProperties;

/**
 * A line of the card in `direction`, aligned to the card's side (`align`), cut after `lines` lines. A
 * right-to-left one is laid from the right piece by piece, each word already joined and in the order it
 * is seen, as the renderer can do neither (right-to-left-line.ts, arabic-forms.ts).
 */
function CardLine({
  text,
  direction,
  align,
  lines,
  style,
}: {
  text: string;
  direction: Direction;
  align: Direction;
  lines: number;
  style: LineStyle;
}) {
  if (direction === 'ltr')
    return (
      <div
        style={{
          ...style,
          display: 'block',
          lineClamp: lines,
          textAlign: align === 'rtl' ? 'right' : 'left',
        }}
      >
        {text}
      </div>
    );
  const space = Math.round(style.fontSize * 0.28);
  return (
    <div
      style={{
        ...style,
        display: 'flex',
        flexDirection: 'row-reverse',
        flexWrap: 'wrap',
        columnGap: space,
        maxHeight: Math.ceil(lines * style.lineHeight * style.fontSize),
        overflow: 'hidden',
      }}
    >
      {rightToLeftPieces(text).map((piece, index) => (
        // Spaced by the gap, which a line that wraps does not begin with; a sign set against the piece
        // before it takes its gap back.
        <span key={index} style={{ marginRight: piece.spaced || index === 0 ? 0 : -space }}>
          {piece.rtl ? arabicAsSeen(piece.text) : piece.text}
        </span>
      ))}
    </div>
  );
}

/** The card as PNG bytes: the site's logo and name, the job's title and where it is, in the site's colours. */
export async function shareCardPng(content: ShareCardContent, { fonts, family }: CardFonts): Promise<Buffer> {
  const { heading, title, facts, host, logo, accentColor, direction } = content;
  const rtl = direction === 'rtl';
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        alignItems: rtl ? 'flex-end' : 'flex-start',
        background: '#ffffff',
        borderTop: `16px solid ${accentColor}`,
        padding: '56px 72px',
        fontFamily: family,
        color: '#1a1a1a',
      }}
    >
      <div
        style={{ display: 'flex', flexDirection: rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 24 }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn into the image, not a page */}
        {logo && <img src={logo} width={80} height={80} alt="" />}
        {heading && (
          <CardLine
            text={heading}
            direction={direction}
            align={direction}
            lines={2}
            style={{ fontSize: 36, lineHeight: 1.2, fontWeight: 600, color: '#333333' }}
          />
        )}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: rtl ? 'flex-end' : 'flex-start',
          gap: 24,
        }}
      >
        {title && (
          // The employer's words, in their own direction (as the page's <bdi>): a Latin title on an Arabic
          // card reads left to right.
          <CardLine
            text={title}
            direction={lineDirection(title, direction)}
            align={direction}
            lines={3}
            style={{ fontSize: title.length > 60 ? 56 : 68, lineHeight: 1.15, fontWeight: 600 }}
          />
        )}
        {facts && (
          <CardLine
            text={facts}
            direction={direction}
            align={direction}
            lines={2}
            style={{ fontSize: 34, lineHeight: 1.25, color: '#4a4a4a' }}
          />
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#4a4a4a' }}>{host ?? ''}</div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts },
  );
  return Buffer.from(await image.arrayBuffer());
}
