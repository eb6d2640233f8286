/** Not in the spec: the line under an error that the call centre can find the failed request by. */
export const supportText = {
  reference: (reference: string) => `Reference: ${reference}`,
} as const;
