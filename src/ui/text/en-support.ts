/** Not in the spec (issue 18): the line under an error that the call centre can find the failed request by. */
export const supportText = {
  reference: (reference: string) => `Reference: ${reference}`,
} as const;
