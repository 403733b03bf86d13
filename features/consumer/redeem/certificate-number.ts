/** The number printed on the certificate; the seed shows no format, ours: OW- and the redemption id's first 8. */
export const certificateNumber = (redemptionId: string): string =>
  `OW-${redemptionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
