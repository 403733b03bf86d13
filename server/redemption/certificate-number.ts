/** The number printed on a redeemed offer's certificate: OW- and the redemption's place in its sequence (issue 29). */
export const certificateLabel = (sequenceNumber: number): string => `OW-${String(sequenceNumber).padStart(8, '0')}`;
