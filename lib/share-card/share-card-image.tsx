import 'server-only';
import type { CSSProperties } from 'react';
import { ImageResponse } from 'next/og';
import { arabicAsSeen } from './arabic-forms';
import type { CardFonts, CardWeight } from './card-fonts';
import { lineDirection, rightToLeftPieces, type Direction, type LinePiece } from './right-to-left-line';
import { rowsThatFit } from './right-to-left-wrap';
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

type LineStyle = { fontSize: number; lineHeight: number; fontWeight?: CardWeight } & CSSProperties;

/** The card's content box: 1200 px less its padding, as `shareCardPng` sets it. */
const CARD_PADDING = { x: 72, y: 56 };
const CONTENT_WIDTH = SHARE_CARD_SIZE.width - 2 * CARD_PADDING.x;
const LOGO_SIZE = 80;
const LOGO_GAP = 24;

/**
 * A line of the card in `direction`, aligned to the card's side (`align`), cut after `lines` lines. A
 * right-to-left one is laid from the right piece by piece, each word already joined and in the order it
 * is seen, as the renderer can do neither (right-to-left-line.ts, arabic-forms.ts); which pieces fill
 * each row, and where "…" goes, is worked out with the fonts' widths (right-to-left-wrap.ts).
 */
function CardLine({
  text,
  direction,
  align,
  lines,
  width = CONTENT_WIDTH,
  widthOf,
  style,
}: {
  text: string;
  direction: Direction;
  align: Direction;
  lines: number;
  /** The room the line has: the content box's, unless something stands beside it. */
  width?: number;
  widthOf: CardFonts['widthOf'];
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
  const { fontSize, fontWeight = 400 } = style;
  const space = Math.round(fontSize * 0.28);
  const drawn = (piece: LinePiece) => (piece.rtl ? arabicAsSeen(piece.text) : piece.text);
  const rows = rowsThatFit(rightToLeftPieces(text), {
    width,
    lines,
    gap: space,
    widthOf: (piece) => widthOf(drawn(piece), fontSize, fontWeight),
  });
  return (
    <div
      style={{
        ...style,
        display: 'flex',
        flexDirection: 'column',
        alignItems: align === 'rtl' ? 'flex-end' : 'flex-start',
      }}
    >
      {rows.map((row, rowIndex) => (
        <div key={rowIndex} style={{ display: 'flex', flexDirection: 'row-reverse', columnGap: space }}>
          {row.map((piece, index) => (
            // Spaced by the gap; a sign set against the piece before it takes its gap back.
            <span key={index} style={{ marginRight: piece.spaced || index === 0 ? 0 : -space }}>
              {drawn(piece)}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The card as PNG bytes: the site's logo and name, the job's title and where it is, in the site's colours. */
export async function shareCardPng(
  content: ShareCardContent,
  { fonts, family, widthOf }: CardFonts,
): Promise<Buffer> {
  const { heading, title, facts, host, logo, accentColor, direction } = content;
  const rtl = direction === 'rtl';
  // Every line is set to the card's side and measured with its fonts.
  const onCard = { align: direction, widthOf };
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
        padding: `${CARD_PADDING.y}px ${CARD_PADDING.x}px`,
        fontFamily: family,
        color: '#1a1a1a',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: rtl ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: LOGO_GAP,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn into the image, not a page */}
        {logo && <img src={logo} width={LOGO_SIZE} height={LOGO_SIZE} alt="" />}
        {heading && (
          <CardLine
            {...onCard}
            text={heading}
            direction={direction}
            lines={2}
            width={logo ? CONTENT_WIDTH - LOGO_SIZE - LOGO_GAP : CONTENT_WIDTH}
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
            {...onCard}
            text={title}
            direction={lineDirection(title, direction)}
            lines={3}
            style={{ fontSize: title.length > 60 ? 56 : 68, lineHeight: 1.15, fontWeight: 600 }}
          />
        )}
        {facts && (
          <CardLine
            {...onCard}
            text={facts}
            direction={direction}
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
