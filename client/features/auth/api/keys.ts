/** The keys of the sign-up's public queries. */
export const authKeys = {
  countries: ['countries'] as const,
};
