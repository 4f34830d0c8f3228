/** The member centre's public queries. */
export const memberCentreKeys = {
  availablePromo: ['availablePromo'] as const,
};
