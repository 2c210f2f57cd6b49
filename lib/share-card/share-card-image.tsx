import 'server-only';
import { ImageResponse } from 'next/og';
import type { CardFonts } from './card-fonts';
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
};

/** The card as PNG bytes: the site's logo and name, the job's title and where it is, in the site's colours. */
export async function shareCardPng(content: ShareCardContent, { fonts, family }: CardFonts): Promise<Buffer> {
  const { heading, title, facts, host, logo, accentColor } = content;
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: '#ffffff',
        borderTop: `16px solid ${accentColor}`,
        padding: '56px 72px',
        fontFamily: family,
        color: '#1a1a1a',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn into the image, not a page */}
        {logo && <img src={logo} width={80} height={80} alt="" />}
        {heading && <div style={{ fontSize: 36, fontWeight: 600, color: '#333333' }}>{heading}</div>}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        {title && (
          <div
            style={{
              fontSize: title.length > 60 ? 56 : 68,
              fontWeight: 600,
              lineHeight: 1.15,
              display: 'block',
              lineClamp: 3,
            }}
          >
            {title}
          </div>
        )}
        {facts && (
          <div style={{ fontSize: 34, color: '#4a4a4a', display: 'block', lineClamp: 2 }}>{facts}</div>
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#4a4a4a' }}>{host ?? ''}</div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts },
  );
  return Buffer.from(await image.arrayBuffer());
}
