/** The size social networks show large (Open Graph's and X's recommendation). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
